import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
import { causeChain } from "./causeChain"
import { messageOf } from "./messageOf"
import { messages } from "./messages"
import { rpcCodeOf } from "./rpcCodeOf"

/**
 * The RPC codes that mean the user said no: EIP-1193 4001, and WalletConnect's 5000
 * (user rejected) and 5002 (user rejected methods).
 */
export const userRejectedCodes: ReadonlyArray<number> = [4001, 5000, 5002]

/** Message fragments (lower case) that wallets use when the user declines. */
export const userRejectedPhrases: ReadonlyArray<string> = [
  "user rejected",
  "user cancelled",
  "user canceled",
  "connection request reset",
]

/** The user declined a wallet request; `code` keeps the wallet's RPC code when it sent one. */
export class UserRejectedRequestError extends Data.TaggedError("UserRejectedRequestError")<{
  readonly code?: number
  readonly cause?: unknown
}> {
  override readonly message: string = messages.userRejected
  /** The visitor's choice, not a failure of the kit: reported (if at all) as USER_REJECTED. */
  readonly category: ErrorCategory = "USER_REJECTED"
}

const isRejection = (error: unknown): boolean => {
  if (error instanceof UserRejectedRequestError) return true
  const code = rpcCodeOf(error)
  if (code !== undefined && userRejectedCodes.includes(code)) return true
  const text = messageOf(error)?.toLowerCase()
  return text !== undefined && userRejectedPhrases.some((phrase) => text.includes(phrase))
}

/**
 * Whether an error means the user rejected the request: RPC code 4001, 5000 or 5002 (also as a
 * string), or a message saying user rejected/cancelled/canceled or "connection request reset",
 * on the error itself or anywhere down its cause chain.
 */
export const isUserRejectedRequestError = (error: unknown): boolean =>
  causeChain(error).some(isRejection)

/**
 * Turns any rejection-like error into a `UserRejectedRequestError` (keeping the RPC code and the
 * original as `cause`); any other error is returned unchanged. Fits `Effect.mapError`.
 * @example Effect.mapError(request, toUserRejectedRequestError)
 */
export const toUserRejectedRequestError = <E>(error: E): E | UserRejectedRequestError => {
  if (error instanceof UserRejectedRequestError) return error
  const chain = causeChain(error)
  if (!chain.some(isRejection)) return error
  const codes = chain.map(rpcCodeOf).filter((c) => c !== undefined)
  // Prefer a rejection code; otherwise keep whatever code the wallet sent with its message.
  const code = codes.find((c) => userRejectedCodes.includes(c)) ?? codes[0]
  return code === undefined
    ? new UserRejectedRequestError({ cause: error })
    : new UserRejectedRequestError({ code, cause: error })
}
