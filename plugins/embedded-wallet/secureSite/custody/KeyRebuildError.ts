import { Data } from "effect"

/**
 * Two shares did not rebuild a key: fewer than two distinct shares (the same share twice, or a
 * share with another's x-coordinate), shares of different lengths, or a result that is no
 * secp256k1 private key. Shares of different keys rebuild *a* key, not this error: checkAddress
 * is what tells a wrong key.
 */
export class KeyRebuildError extends Data.TaggedError("KeyRebuildError")<{
  readonly cause?: unknown
}> {
  override readonly message: string = "The key shares do not rebuild a key"
}
