import { Data } from "effect"
import { messageOf } from "./messageOf"
import { messages } from "./messages"

/** Every error category an error report can carry. */
export const errorCategories = [
  "INTERNAL_SDK_ERROR",
  "API_ERROR",
  "WALLET_ERROR",
  "USER_REJECTED",
  "VALIDATION_ERROR",
  "RPC_ERROR",
  "NETWORK_ERROR",
] as const

/** The category of a reported error (spec 3, 8). */
export type ErrorCategory = (typeof errorCategories)[number]

/** The category used when none is given (spec 8: "the default category is internal SDK error"). */
export const defaultErrorCategory: ErrorCategory = "INTERNAL_SDK_ERROR"

/**
 * An error with its category and the original error (also its `cause`); its message is the
 * original's. Categorised errors are reported, then rethrown to the caller.
 */
export class CategorizedError extends Data.TaggedError("CategorizedError")<{
  readonly category: ErrorCategory
  readonly originalError: unknown
  readonly cause?: unknown
}> {
  constructor(args: { readonly category: ErrorCategory; readonly originalError: unknown }) {
    super({ ...args, cause: args.originalError })
  }

  override readonly message: string = messageOf(this.originalError) ?? messages.unknownError
}

/**
 * Wraps any error as a `CategorizedError`, category `INTERNAL_SDK_ERROR` unless given. An error
 * that is already categorised is not wrapped twice: it is returned as is, or re-categorised
 * around the same original error when a category is given.
 */
export const categorize = (error: unknown, category?: ErrorCategory): CategorizedError => {
  if (error instanceof CategorizedError) {
    return category === undefined || category === error.category
      ? error
      : new CategorizedError({ category, originalError: error.originalError })
  }
  return new CategorizedError({ category: category ?? defaultErrorCategory, originalError: error })
}
