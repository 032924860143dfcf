import { Data } from "effect"

/**
 * A sealed recovery share did not open. AES-GCM cannot tell why, and neither does this error:
 * another passkey (or another salt) gave another key, the share was sealed for another user id
 * or address, or its bytes were changed. `cause` is the cipher's own error.
 */
export class ShareDecryptError extends Data.TaggedError("ShareDecryptError")<{
  readonly cause?: unknown
}> {
  override readonly message: string = "The recovery share cannot be opened"
}
