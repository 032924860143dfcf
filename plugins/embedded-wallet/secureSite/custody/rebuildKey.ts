import { secp256k1 } from "@noble/curves/secp256k1"
import { bytesToHex } from "@noble/hashes/utils"
import { Effect } from "effect"
import { combine } from "shamir-secret-sharing"
import type { Address, Hex } from "viem"
import { privateKeyToAddress } from "viem/accounts"
import { KeyAddressMismatchError } from "./KeyAddressMismatchError"
import { KeyRebuildError } from "./KeyRebuildError"

/**
 * Rebuilds the private key from two of its shares (any two of device, server and recovery).
 * Fails with KeyRebuildError when they cannot rebuild a key; shares of different keys give
 * another key, which checkAddress refuses.
 */
export const rebuildKey = (
  shareA: Uint8Array,
  shareB: Uint8Array,
): Effect.Effect<Hex, KeyRebuildError> =>
  Effect.tryPromise({
    try: () => combine([shareA, shareB]),
    catch: (cause) => new KeyRebuildError({ cause }),
  }).pipe(
    Effect.flatMap((secret) => {
      const valid = secret.length === 32 && secp256k1.utils.isValidPrivateKey(secret)
      const key: Hex = `0x${bytesToHex(secret)}`
      secret.fill(0)
      return valid
        ? Effect.succeed(key)
        : Effect.fail(new KeyRebuildError({ cause: new Error("not a secp256k1 private key") }))
    }),
  )

/** Succeeds when `privateKey` is the key of `address` (in any letter case). */
export const checkAddress = (
  privateKey: Hex,
  address: Address,
): Effect.Effect<void, KeyAddressMismatchError> => {
  const actual = privateKeyToAddress(privateKey)
  return actual.toLowerCase() === address.toLowerCase()
    ? Effect.void
    : Effect.fail(new KeyAddressMismatchError({ expected: address, actual }))
}
