import { Effect } from "effect"
import { generateSiweNonce } from "viem/siwe"
import { SiwxMessageInvalidError, SiwxNonceMismatchError } from "./SiwxMessageErrors"

// EIP-4361 and CAIP-122: nonce = 8*( ALPHA / DIGIT ), at least 8 letters or digits.
const noncePattern = /^[A-Za-z0-9]{8,}$/

/** Whether `text` is a well-formed sign-in nonce: at least 8 ASCII letters or digits. */
export const isSiwxNonce = (text: string): boolean => noncePattern.test(text)

/**
 * A new random nonce for a sign-in message (viem's `generateSiweNonce`: 96 alphanumeric
 * characters, far above the 8 the format asks for).
 * @example
 * const nonce = generateSiwxNonce()
 */
export const generateSiwxNonce = (): string => generateSiweNonce()

/**
 * Succeeds when the nonce a message carries is the one the relying party issued; a malformed
 * nonce is a `SiwxMessageInvalidError`, another nonce a `SiwxNonceMismatchError`.
 * @example
 * yield* checkSiwxNonce({ expected: issued, actual: fields.nonce })
 */
export const checkSiwxNonce = (nonces: {
  readonly expected: string
  readonly actual: string
}): Effect.Effect<void, SiwxMessageInvalidError | SiwxNonceMismatchError> => {
  if (!isSiwxNonce(nonces.actual)) {
    return Effect.fail(
      new SiwxMessageInvalidError({
        part: "nonce",
        reason: `the nonce '${nonces.actual}' is not at least 8 letters or digits`,
      }),
    )
  }
  return nonces.actual === nonces.expected
    ? Effect.void
    : Effect.fail(new SiwxNonceMismatchError(nonces))
}
