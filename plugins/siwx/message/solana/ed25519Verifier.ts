// The ed25519 curve, in a module of its own so that the solana messenger loads it with the
// first signature it checks (a dynamic import of this file): a page that signs in with EVM
// only never downloads it.
import { ed25519 } from "@noble/curves/ed25519"

/**
 * Whether `signature` is the ed25519 signature of `message` by `publicKey` (RFC 8032's strict
 * check, without ZIP-215's leniency: one valid encoding per signature). Malformed input is
 * false, never an exception.
 * @example
 * verifyEd25519(signatureBytes, new TextEncoder().encode(text), publicKeyBytes)
 */
export const verifyEd25519 = (
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): boolean => {
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}
