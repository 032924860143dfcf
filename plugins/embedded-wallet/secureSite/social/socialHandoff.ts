// The one-time handoff between the popup that finished a social login and the secure frame
// that asked for it (README.md): the frame binds the login to a secret of its own with the
// start (the secret's SHA-256), and only that secret redeems the result, once.
import { randomBytes } from "node:crypto"
import { sha256 } from "@noble/hashes/sha2"
import { base64urlnopad } from "@scure/base"
import type { SocialHandoffMiss } from "../db/SocialHandoffRepository"
import type { SocialLoginRefusal } from "./SocialLoginError"

/** A base64url text of 32 bytes (43 characters): a secret, a binding (SHA-256) or an id. */
const bytes32Pattern = /^[A-Za-z0-9_-]{43}$/

/** The 32 bytes `text` holds in base64url, or undefined when it holds no 32 bytes. */
export const decode32 = (text: string): Uint8Array | undefined => {
  if (!bytes32Pattern.test(text)) return undefined
  try {
    const bytes = base64urlnopad.decode(text)
    return bytes.length === 32 ? bytes : undefined
  } catch {
    return undefined
  }
}

/** A new handoff id: 32 random bytes in base64url. */
export const newHandoffId = (): string => base64urlnopad.encode(randomBytes(32))

/** The binding a secret redeems: SHA-256 of the secret's 32 bytes. */
export const bindingOfSecret = (secret: Uint8Array): Uint8Array => sha256(secret)

/** The refusal of a redemption that found nothing to redeem. */
export const handoffRefusal = (miss: SocialHandoffMiss): SocialLoginRefusal => {
  switch (miss) {
    case "unknown":
      return "handoff_unknown"
    case "binding_mismatch":
      return "binding_mismatch"
    case "consumed":
      return "handoff_used"
    case "expired":
      return "handoff_expired"
  }
}
