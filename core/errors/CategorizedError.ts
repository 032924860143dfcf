import { Data, Predicate } from "effect"
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

const isErrorCategory = (value: unknown): value is ErrorCategory =>
  errorCategories.some((category) => category === value)

/**
 * The category an error gives itself (spec 3, 8): the kit's wallet errors are WALLET_ERROR, a
 * user rejection or a closed modal USER_REJECTED, a coded error its code's (`apktCategories`).
 * Undefined for an error that names none (a plain `Error`).
 * @example categoryOf(new ChainMismatchError({})) // "WALLET_ERROR"
 */
export const categoryOf = (error: unknown): ErrorCategory | undefined =>
  Predicate.hasProperty(error, "category") && isErrorCategory(error.category)
    ? error.category
    : undefined

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
 * Wraps any error as a `CategorizedError`: in the category given, else the one the error gives
 * itself (`categoryOf`), else `INTERNAL_SDK_ERROR`. An error
 * that is already categorised is not wrapped twice: it is returned as is, or re-categorised
 * around the same original error when a category is given.
 */
export const categorize = (error: unknown, category?: ErrorCategory): CategorizedError => {
  if (error instanceof CategorizedError) {
    return category === undefined || category === error.category
      ? error
      : new CategorizedError({ category, originalError: error.originalError })
  }
  return new CategorizedError({
    category: category ?? categoryOf(error) ?? defaultErrorCategory,
    originalError: error,
  })
}
