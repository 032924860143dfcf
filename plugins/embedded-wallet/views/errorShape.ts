/*
 * Reading the embedded wallet's errors by their shape (an Effect tagged error's `_tag`, an
 * `EmbeddedWalletError`'s `cause`), so the views that word them load none of the kernel.
 */

/** An error's fields, read without trusting their types. */
export type ErrorFields = Readonly<Record<string, unknown>>

/** Whether `value` is a tagged error (an Effect `Data.TaggedError`) with the tag `tag`. */
export const isTagged = (value: unknown, tag: string): value is ErrorFields =>
  typeof value === "object" && value !== null && (value as { readonly _tag?: unknown })._tag === tag

/** The cause an error carries (`EmbeddedWalletError.cause`), if any. */
export const causeOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null
    ? (error as { readonly cause?: unknown }).cause
    : undefined

/** `error` itself or its cause, whichever is the tagged error `tag` (the error first). */
export const taggedHereOrCause = (error: unknown, tag: string): ErrorFields | undefined =>
  [error, causeOf(error)].find((candidate) => isTagged(candidate, tag)) as ErrorFields | undefined
