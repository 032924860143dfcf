import type { OperationHandler } from "../OperationHandler"
import { parseSiwxSessionQuery } from "../parseSiwxSessionQuery"
import { siwxProjectOf } from "../SiwxSessionRegistry"

/**
 * Revokes every sign-in session of an address (EVM in any letter case, Solana as written) on a
 * network (`DELETE /v1/siwx/sessions`): 204, also when it had none. Only the sessions created
 * under the request's `projectId` are revoked.
 */
export const revokeSiwxSessions: OperationHandler<"revokeSiwxSessions"> = async (
  request,
  context,
) => {
  const query = parseSiwxSessionQuery(request.query)
  if (query._tag === "Failed") return query
  context.siwx.revoke(siwxProjectOf(request.query), query.address, query.caipNetworkId)
  return { _tag: "NoContent" }
}
