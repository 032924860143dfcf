import { secp256k1 } from "@noble/curves/secp256k1"
import { bytesToHex, hexToBytes } from "@noble/hashes/utils"
import { Effect } from "effect"
import { split } from "shamir-secret-sharing"
import type { Address, Hex } from "viem"
import { privateKeyToAddress } from "viem/accounts"
import { type KeyShares, keyShareCount, keyShareThreshold } from "./KeyShares"

/** A new account key, as the secure origin keeps it: its address and its shares, never whole. */
export interface NewKey {
  readonly address: Address
  readonly shares: KeyShares
}

/** Splits a private key into its device, server and recovery shares (two of three rebuild it). */
export const splitKey = (privateKey: Hex): Effect.Effect<KeyShares> =>
  Effect.promise(async () => {
    const secret = hexToBytes(privateKey.slice(2))
    try {
      const [device, server, recovery] = await split(secret, keyShareCount, keyShareThreshold)
      if (device === undefined || server === undefined || recovery === undefined) {
        throw new Error(`split gave fewer than ${keyShareCount} shares`)
      }
      return { device, server, recovery }
    } finally {
      secret.fill(0)
    }
  })

/**
 * Makes an account key in the secure origin: a secp256k1 private key from the platform's
 * cryptographic randomness (crypto.getRandomValues, through @noble/curves), its EVM address,
 * and its three shares. The whole key lives only inside this call.
 */
export const createKey = (): Effect.Effect<NewKey> =>
  Effect.gen(function* () {
    const secret = secp256k1.utils.randomPrivateKey()
    const privateKey: Hex = `0x${bytesToHex(secret)}`
    secret.fill(0)
    const shares = yield* splitKey(privateKey)
    return { address: privateKeyToAddress(privateKey), shares }
  })
