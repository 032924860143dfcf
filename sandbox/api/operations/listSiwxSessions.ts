import type { OperationHandler } from "../OperationHandler"
import { parseSiwxSessionQuery } from "../parseSiwxSessionQuery"
import { siwxProjectOf } from "../SiwxSessionRegistry"

/**
 * The sign-in sessions of an address (EVM in any letter case, Solana as written) on a network
 * that have not expired on the sandbox's clock (`GET /v1/siwx/sessions`), oldest first; `[]`
 * when none. Only the sessions created under the request's `projectId` are listed.
 */
export const listSiwxSessions: OperationHandler<"listSiwxSessions"> = async (request, context) => {
  const query = parseSiwxSessionQuery(request.query)
  if (query._tag === "Failed") return query
  return {
    _tag: "Ok",
    body: context.siwx.list(
      siwxProjectOf(request.query),
      query.address,
      query.caipNetworkId,
      context.now(),
    ),
  }
}
