import { Data } from "effect"
import { messages } from "./messages"

/** The spec's "thrown or internal" errors (point 8), each with its exact text. */
export const internalErrorMessages = {
  unsupportedChain: messages.unsupportedChain,
  providerNotFound: messages.providerNotFound,
  authProviderNotFound: messages.authProviderNotFound,
  walletConnectConnectorNotFound: messages.walletConnectConnectorNotFound,
  noActiveCaipAddress: messages.noActiveCaipAddress,
  adapterNotFound: messages.adapterNotFound,
  connectionControllerClientNotSet: messages.connectionControllerClientNotSet,
  chainRequired: messages.chainRequired,
  networkNotFound: messages.networkNotFound,
  addressOrAuthConnectorNotFound: messages.addressOrAuthConnectorNotFound,
  signMessageFailed: messages.signMessageFailed,
  errorEstimatingGas: messages.errorEstimatingGas,
} as const

/** Which internal error happened. */
export type InternalErrorReason = keyof typeof internalErrorMessages

// The spec writes "Chain is required ..." : its detail continues the sentence instead of
// following a colon.
const continuedReasons: ReadonlySet<InternalErrorReason> = new Set(["chainRequired"])

const withDetail = (reason: InternalErrorReason, detail: string | undefined): string => {
  const text = internalErrorMessages[reason]
  if (detail === undefined) return text
  return continuedReasons.has(reason) ? `${text} ${detail}` : `${text}: ${detail}`
}

/**
 * A kernel invariant or precondition failed (missing provider, adapter, network, unsupported
 * chain...). An optional `detail` follows the text after a colon ("Network not found:
 * eip155:999"), except for "chainRequired", which it continues ("Chain is required to fetch
 * the balance").
 */
export class InternalError extends Data.TaggedError("InternalError")<{
  readonly reason: InternalErrorReason
  readonly detail?: string
  readonly cause?: unknown
}> {
  override readonly message: string = withDetail(this.reason, this.detail)
}
