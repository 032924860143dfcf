import { hkdf } from "@noble/hashes/hkdf"
import { sha256 } from "@noble/hashes/sha2"
import { utf8ToBytes } from "@noble/hashes/utils"

/** HKDF's info: names what the key is for, so the same PRF output gives no other key here. */
export const recoveryKeyInfo = "foyer/embedded-wallet/recovery-share-key/v1"

/** The length of a WebAuthn PRF output and of the AES-256 key made from it. */
export const prfOutputLength = 32

/** The AES-256-GCM key that seals a recovery share; only recoveryKeyFromPrf makes one. */
export type RecoveryKey = Uint8Array & { readonly recoveryKey: unique symbol }

/**
 * The recovery share's key from a passkey's PRF output: HKDF-SHA256 over the 32 PRF bytes with
 * the user's recovery salt, 32 bytes out. The PRF output is already uniformly random; HKDF
 * binds the key to its use (`recoveryKeyInfo`) so a later use of the same passkey gets another.
 * @throws RangeError when `prfOutput` is not 32 bytes (a caller's mistake, not a person's).
 */
export const recoveryKeyFromPrf = (prfOutput: Uint8Array, salt: Uint8Array): RecoveryKey => {
  if (prfOutput.length !== prfOutputLength) {
    throw new RangeError(`A PRF output is ${prfOutputLength} bytes, got ${prfOutput.length}`)
  }
  return hkdf(sha256, prfOutput, salt, utf8ToBytes(recoveryKeyInfo), 32) as RecoveryKey
}
