import { Data } from "effect"
import type { Address } from "viem"

/**
 * The rebuilt key is not the account's: its shares belong to different keys (another user's,
 * or a share from before the key was re-shared). Shamir combines any shares without a check,
 * so every rebuild is checked against the address the account was created with.
 */
export class KeyAddressMismatchError extends Data.TaggedError("KeyAddressMismatchError")<{
  readonly expected: Address
  readonly actual: Address
}> {
  override readonly message: string = "The rebuilt key is not the account's key"
}
