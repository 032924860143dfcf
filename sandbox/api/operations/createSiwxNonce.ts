import type { OperationHandler } from "../OperationHandler"
import { siwxProjectOf } from "../SiwxSessionRegistry"

/**
 * Issues a nonce for the next sign-in message (`POST /v1/siwx/nonce`): single use, good for
 * `siwxNonceLifetimeMs` on the sandbox's clock.
 */
export const createSiwxNonce: OperationHandler<"createSiwxNonce"> = async (request, context) => ({
  _tag: "Ok",
  body: { nonce: context.siwx.issueNonce(siwxProjectOf(request.query), context.now()) },
})
