import { Data } from "effect"
import { messages } from "./messages"

/** The spec's toast and alert texts (point 8) that report a failure. */
export const alertErrorMessages = {
  tokenBalanceUnavailable: messages.tokenBalanceUnavailable,
  failedToFetchTransactions: messages.failedToFetchTransactions,
  authInitFailed: messages.authInitFailed,
  errorSigningMessage: messages.errorSigningMessage,
  multiWalletNotEnabled: messages.multiWalletNotEnabled,
} as const

/** Which failure the visitor (or, for multi-wallet, the developer) is told about. */
export type AlertErrorReason = keyof typeof alertErrorMessages

/**
 * A failure the UI shows as an error toast or alert, with the spec's exact text as `message`
 * (e.g. a failed history fetch shows "Failed to fetch transactions").
 */
export class AlertError extends Data.TaggedError("AlertError")<{
  readonly reason: AlertErrorReason
  readonly cause?: unknown
}> {
  override readonly message: string = alertErrorMessages[this.reason]
}
