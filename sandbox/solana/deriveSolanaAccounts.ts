import { ed25519 } from "@noble/curves/ed25519"
import { hmac } from "@noble/hashes/hmac"
import { pbkdf2 } from "@noble/hashes/pbkdf2"
import { sha512 } from "@noble/hashes/sha2"
import { utf8ToBytes } from "@noble/hashes/utils"
import { type Address, getAddressDecoder } from "@solana/kit"

/** A funded Solana devnet account and its keys (devnet keys are public by design). */
export interface SolanaDevnetAccount {
  /** The base58 public key. */
  readonly address: Address
  /** The 32-byte ed25519 private key (seed). */
  readonly privateKey: Uint8Array
  /**
   * The 64-byte secret key as Solana's tools keep it (private key then public key): what
   * `createKeyPairSignerFromBytes` of @solana/kit and a wallet's import take.
   */
  readonly secretKey: Uint8Array
}

/** The BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase). */
export const mnemonicToSeed = (mnemonic: string, passphrase = ""): Uint8Array =>
  pbkdf2(
    sha512,
    utf8ToBytes(mnemonic.normalize("NFKD")),
    utf8ToBytes(`mnemonic${passphrase}`.normalize("NFKD")),
    {
      c: 2048,
      dkLen: 64,
    },
  )

const hardened = 0x80000000

/**
 * The ed25519 private key at a SLIP-0010 path of hardened indexes (ed25519 has no other
 * kind), e.g. [44, 501, 0, 0] for m/44'/501'/0'/0'.
 */
export const slip10Ed25519 = (seed: Uint8Array, path: ReadonlyArray<number>): Uint8Array => {
  let node = hmac(sha512, utf8ToBytes("ed25519 seed"), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | hardened) >>> 0)
    node = hmac(sha512, node.subarray(32), data)
  }
  return node.slice(0, 32)
}

/** The account of an ed25519 private key. */
export const solanaAccountOf = (privateKey: Uint8Array): SolanaDevnetAccount => {
  const publicKey = ed25519.getPublicKey(privateKey)
  const secretKey = new Uint8Array(64)
  secretKey.set(privateKey)
  secretKey.set(publicKey, 32)
  return { address: getAddressDecoder().decode(publicKey), privateKey, secretKey }
}

// Stretching the mnemonic costs tens of milliseconds; devnets that share one share the result.
const seeds = new Map<string, Uint8Array>()

/**
 * The first `count` Solana accounts of `mnemonic` on m/44'/501'/i'/0', the path Phantom,
 * Solflare and the Solana CLI derive, so the sandbox's EVM and Solana accounts come from the
 * one test mnemonic (`devnetMnemonic`).
 */
export const deriveSolanaAccounts = (
  mnemonic: string,
  count: number,
): ReadonlyArray<SolanaDevnetAccount> => {
  const seed = seeds.get(mnemonic) ?? mnemonicToSeed(mnemonic)
  seeds.set(mnemonic, seed)
  return Array.from({ length: count }, (_, index) =>
    solanaAccountOf(slip10Ed25519(seed, [44, 501, index, 0])),
  )
}
