import { Effect } from "effect"
import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { createKey, splitKey } from "./createKey"
import type { KeyShares } from "./KeyShares"
import { checkAddress, rebuildKey } from "./rebuildKey"

const run = Effect.runPromise
const roles = ["device", "server", "recovery"] as const
const pairs = roles.flatMap((a, i) => roles.slice(i + 1).map((b) => [a, b] as const))

describe("createKey", () => {
  it("makes three 33-byte shares with distinct x-coordinates and a checksummed EVM address", async () => {
    const { address, shares } = await run(createKey())
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(address).not.toBe(address.toLowerCase())
    expect(roles.map((role) => shares[role].length)).toEqual([33, 33, 33])
    expect(new Set(roles.map((role) => shares[role][32])).size).toBe(3)
  })

  it("makes a new key each time (crypto randomness)", async () => {
    const [a, b] = await Promise.all([run(createKey()), run(createKey())])
    expect(a.address).not.toBe(b.address)
  })

  it.each(pairs)(
    "the %s and %s shares rebuild the key of the address (any two of three)",
    async (a, b) => {
      const { address, shares } = await run(createKey())
      const key = await run(rebuildKey(shares[a], shares[b]))
      expect(privateKeyToAddress(key)).toBe(address)
      // Order does not matter.
      expect(await run(rebuildKey(shares[b], shares[a]))).toBe(key)
    },
  )

  it("splitting the same key twice gives other shares that rebuild the same key", async () => {
    const key = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
    const [first, second]: KeyShares[] = await Promise.all([run(splitKey(key)), run(splitKey(key))])
    expect(first?.device).not.toEqual(second?.device)
    expect(
      await run(rebuildKey(second?.server as Uint8Array, second?.recovery as Uint8Array)),
    ).toBe(key)
    await run(checkAddress(key, privateKeyToAddress(key)))
  })
})
