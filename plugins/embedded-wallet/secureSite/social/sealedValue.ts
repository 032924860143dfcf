import { gcm } from "@noble/ciphers/aes"
import { randomBytes } from "@noble/ciphers/webcrypto"
import { bytesToUtf8, utf8ToBytes } from "@noble/hashes/utils"
import { base64urlnopad } from "@scure/base"

/**
 * What a sealed value is for. It is bound into the seal (AES-GCM's associated data), so a
 * value sealed for one purpose never opens as another: a login attempt's cookie is no result.
 */
export type SealPurpose =
  | "social-login-attempt"
  | "social-login-result"
  /** A started Farcaster sign-in, which the frame holds between its start and connect calls. */
  | "farcaster-login-attempt"

/** The sealed form's first byte, so a later scheme can sit beside this one. */
export const sealedValueVersion = 1
/** The key's length: AES-256. */
export const sealKeyLength = 32
/** AES-GCM's nonce: random per seal (far below the 2^32 seals a key may make so). */
const nonceLength = 12

const associatedData = (purpose: SealPurpose) =>
  utf8ToBytes(`foyer/secure-site/${purpose}/v${sealedValueVersion}`)

export const checkKey = (key: Uint8Array) => {
  if (key.length !== sealKeyLength) {
    throw new RangeError(`A seal key is ${sealKeyLength} bytes, not ${key.length}.`)
  }
}

/**
 * `value` as JSON sealed with AES-256-GCM under the site's key, in base64url (a cookie value
 * or URL part as it is): version (1 byte) ‖ nonce (12 bytes) ‖ ciphertext ‖ tag (16 bytes).
 * Only the site can read it, and any changed byte makes it fail to open.
 */
export const sealJson = (key: Uint8Array, purpose: SealPurpose, value: unknown): string => {
  checkKey(key)
  const nonce = randomBytes(nonceLength)
  const ciphertext = gcm(key, nonce, associatedData(purpose)).encrypt(
    utf8ToBytes(JSON.stringify(value)),
  )
  const sealed = new Uint8Array(1 + nonceLength + ciphertext.length)
  sealed[0] = sealedValueVersion
  sealed.set(nonce, 1)
  sealed.set(ciphertext, 1 + nonceLength)
  return base64urlnopad.encode(sealed)
}

/**
 * The JSON value `text` seals for `purpose` under `key`, or undefined when it does not open:
 * not base64url, another version, another key or purpose, or a changed byte. Its shape is
 * still unchecked: decode it with its schema.
 */
export const openSealedJson = (
  key: Uint8Array,
  purpose: SealPurpose,
  text: string,
): { readonly value: unknown } | undefined => {
  checkKey(key)
  try {
    const sealed = base64urlnopad.decode(text)
    if (sealed[0] !== sealedValueVersion) return undefined
    const plain = gcm(key, sealed.subarray(1, 1 + nonceLength), associatedData(purpose)).decrypt(
      sealed.subarray(1 + nonceLength),
    )
    return { value: JSON.parse(bytesToUtf8(plain)) }
  } catch {
    return undefined
  }
}
