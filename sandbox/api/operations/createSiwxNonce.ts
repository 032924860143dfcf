import type { OperationHandler } from "../OperationHandler"

/**
 * Issues a nonce for the next sign-in message (`POST /v1/siwx/nonce`): single use, good for
 * `siwxNonceLifetimeMs` on the sandbox's clock.
 */
export const createSiwxNonce: OperationHandler<"createSiwxNonce"> = async (_request, context) => ({
  _tag: "Ok",
  body: { nonce: context.siwx.issueNonce(context.now()) },
})
