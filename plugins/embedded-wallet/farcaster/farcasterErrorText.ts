import type { MessageLookup } from "../../../ui/plugin"
import { socialErrorText } from "../social/socialErrorText"

/** The cause an error carries (`EmbeddedWalletError.cause`), if any. */
const causeOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null
    ? (error as { readonly cause?: unknown }).cause
    : undefined

/** Whether `value` is spec 8's 'Failed to connect to farcaster' flow error (read by its tag). */
const isFarcasterFlowError = (value: unknown): boolean => {
  if (typeof value !== "object" || value === null) return false
  const { _tag, reason } = value as { readonly _tag?: unknown; readonly reason?: unknown }
  return _tag === "FlowError" && reason === "failedToConnectFarcaster"
}

/**
 * What ConnectingFarcaster says when a Farcaster sign-in failed, in the visitor's language:
 * spec 8's 'Failed to connect to farcaster', the other flow errors ('Modal closed') as a social
 * login says them, and the secure frame's own text otherwise (a refused passkey recovery).
 * Errors are read by their tag, loading no kernel code.
 * @example
 * farcasterErrorText(status.error, message) // "Failed to connect to farcaster"
 */
export const farcasterErrorText = (error: unknown, message: MessageLookup): string =>
  isFarcasterFlowError(causeOf(error))
    ? message("error.failedToConnectFarcaster")
    : socialErrorText(error, message)
