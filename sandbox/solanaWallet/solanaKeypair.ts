import { ed25519 } from "@noble/curves/ed25519"
import { type Address, getAddressDecoder, getBase58Encoder } from "@solana/kit"

/**
 * An ed25519 secret key as Solana tools hand them out: the 64-byte keypair (seed then public
 * key) of `solana-keygen`'s JSON file (a number list) or of a wallet's export (base58), or
 * the 32-byte seed alone. Lists and strings survive JSON, so a page script can carry them.
 */
export type SolanaSecretKey = string | ReadonlyArray<number> | Uint8Array

/** One account of the wallet: its address, public key and a signer over its seed. */
export interface SolanaKeypair {
  readonly address: Address
  readonly publicKey: Uint8Array
  /** The ed25519 signature of `message` (64 bytes). */
  readonly sign: (message: Uint8Array) => Uint8Array
}

const keyBytes = (key: SolanaSecretKey): Uint8Array => {
  if (typeof key === "string") return Uint8Array.from(getBase58Encoder().encode(key))
  if (!key.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)) {
    throw new RangeError("A secret key list must hold bytes (integers 0 to 255)")
  }
  return Uint8Array.from(key)
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * Reads a secret key ({@link SolanaSecretKey}) into a keypair. A 64-byte key whose second
 * half is not the seed's public key is refused: it is a corrupted or mixed-up key, and
 * signing with it would give signatures no one can verify against the address shown.
 * @example
 * const keypair = solanaKeypair(account.secretKey)
 * keypair.address // "7xK…"
 */
export const solanaKeypair = (key: SolanaSecretKey): SolanaKeypair => {
  const bytes = keyBytes(key)
  if (bytes.length !== 32 && bytes.length !== 64) {
    throw new RangeError(
      `A Solana secret key is 64 bytes (keypair) or 32 (seed), not ${bytes.length}`,
    )
  }
  const seed = bytes.slice(0, 32)
  const publicKey = ed25519.getPublicKey(seed)
  if (bytes.length === 64 && !sameBytes(bytes.slice(32), publicKey)) {
    throw new RangeError("The keypair's public key (its last 32 bytes) does not match its seed")
  }
  return {
    // A Solana address is the base58 text of the ed25519 public key.
    address: getAddressDecoder().decode(publicKey),
    publicKey,
    sign: (message) => ed25519.sign(message, seed),
  }
}
