import { Data } from "effect"
import { messages } from "./messages"

/** The spec's toast and alert texts (point 8) that report a failure. */
export const alertErrorMessages = {
  tokenBalanceUnavailable: messages.tokenBalanceUnavailable,
  authInitFailed: messages.authInitFailed,
  errorSigningMessage: messages.errorSigningMessage,
  multiWalletNotEnabled: messages.multiWalletNotEnabled,
} as const

/** Which failure the visitor (or, for multi-wallet, the developer) is told about. */
export type AlertErrorReason = keyof typeof alertErrorMessages

/**
 * A failure the UI shows as an error toast or alert, with the spec's exact text as `message`
 * (e.g. an unavailable token balance shows "Token Balance Unavailable").
 */
export class AlertError extends Data.TaggedError("AlertError")<{
  readonly reason: AlertErrorReason
  readonly cause?: unknown
}> {
  override readonly message: string = alertErrorMessages[this.reason]
}
