import { Effect } from "effect"
import { combine } from "shamir-secret-sharing"
import type { Address } from "viem"
import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { createKey } from "./createKey"
import { KeyAddressMismatchError } from "./KeyAddressMismatchError"
import { checkAddress, rebuildKey } from "./rebuildKey"

const run = Effect.runPromise
const errorOf = async <E>(effect: Effect.Effect<unknown, E>): Promise<E> =>
  Effect.runPromise(Effect.flip(effect))

describe("rebuildKey", () => {
  it("one share alone cannot rebuild the key: the same share twice is a KeyRebuildError", async () => {
    const { shares } = await run(createKey())
    const error = await errorOf(rebuildKey(shares.device, shares.device))
    expect(error._tag).toBe("KeyRebuildError")
    expect(error.message).toBe("The key shares do not rebuild a key")
  })

  it("one share with a made-up second share gives another key, which checkAddress refuses", async () => {
    const { address, shares } = await run(createKey())
    const forged = crypto.getRandomValues(new Uint8Array(33))
    forged[32] = ((shares.server[32] as number) % 255) + 1
    const rebuilt = await run(rebuildKey(shares.server, forged))
    expect(privateKeyToAddress(rebuilt)).not.toBe(address)
    expect(await errorOf(checkAddress(rebuilt, address))).toBeInstanceOf(KeyAddressMismatchError)
  })

  it("one share alone reveals nothing: with it, every key is the rebuild of some second share", async () => {
    const { shares } = await run(createKey())
    const anyKey = crypto.getRandomValues(new Uint8Array(32))
    const x = ((shares.device[32] as number) % 255) + 1
    // Shamir works byte by byte: for each key byte, some second-share byte at x gives it.
    const second = new Uint8Array(33)
    second[32] = x
    for (let index = 0; index < 32; index += 1) {
      for (let candidate = 0; candidate < 256; candidate += 1) {
        const [byte] = await combine([
          Uint8Array.of(shares.device[index] as number, shares.device[32] as number),
          Uint8Array.of(candidate, x),
        ])
        if (byte === anyKey[index]) {
          second[index] = candidate
          break
        }
      }
    }
    expect(await combine([shares.device, second])).toEqual(anyKey)
  })

  it("shares of different keys give a key that is neither's (KeyAddressMismatchError)", async () => {
    const [alice, bob] = await Promise.all([run(createKey()), run(createKey())])
    // Any of Bob's shares at another x than Alice's server share (at most one shares it).
    const bobs = [bob.shares.device, bob.shares.server, bob.shares.recovery]
    const bobShare = bobs.find((share) => share[32] !== alice.shares.server[32]) as Uint8Array
    const mixed = await run(rebuildKey(alice.shares.server, bobShare))
    const error = await errorOf(checkAddress(mixed, alice.address))
    expect(error).toEqual(
      new KeyAddressMismatchError({ expected: alice.address, actual: privateKeyToAddress(mixed) }),
    )
    expect(error.message).toBe("The rebuilt key is not the account's key")
    expect(privateKeyToAddress(mixed)).not.toBe(bob.address)
  })

  it("shares of different lengths or a single truncated share are a KeyRebuildError", async () => {
    const { shares } = await run(createKey())
    expect((await errorOf(rebuildKey(shares.device, shares.server.subarray(1))))._tag).toBe(
      "KeyRebuildError",
    )
    expect(
      (await errorOf(rebuildKey(shares.device.subarray(0, 1), shares.server.subarray(0, 1))))._tag,
    ).toBe("KeyRebuildError")
  })
})

describe("checkAddress", () => {
  it("accepts the key's address in any letter case and refuses another", async () => {
    const key = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
    const address = privateKeyToAddress(key)
    await run(checkAddress(key, address))
    await run(checkAddress(key, address.toLowerCase() as Address))
    const other: Address = "0x0000000000000000000000000000000000000001"
    expect(await errorOf(checkAddress(key, other))).toEqual(
      new KeyAddressMismatchError({ expected: other, actual: address }),
    )
  })
})
