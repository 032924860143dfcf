import { describe, expect, it } from "vitest"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { chainIdOfCoinType, evmCoinType, makeNameRegistry } from "./NameRegistry"

const [alice, bob] = deriveDevnetAccounts(devnetMnemonic, 2).map((account) => account.address)
const seededAt = "2026-03-01T12:00:00.000Z"
const makeRegistry = () =>
  makeNameRegistry({
    entries: [
      { name: "alice.foyer.id", address: alice!, avatar: "data:image/svg+xml,a", bio: null },
    ],
    chainIds: [31337],
    registeredAt: seededAt,
  })

describe("the sandbox's name registry", () => {
  it("coin types are 0x80000000 | chainId (ENSIP-11), and only those name an EVM chain", () => {
    expect(evmCoinType(31337)).toBe(2147514985)
    expect(chainIdOfCoinType(2147514985)).toBe(31337)
    expect([60, 0x80000000, 2 ** 32, 2147514985.5, -1].map(chainIdOfCoinType)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it("a registered name lists its address under its coin type and follows the address's earlier names", () => {
    const registry = makeRegistry()
    const registeredAt = "2026-03-01T12:05:00.000Z"
    const outcome = registry.register({
      name: "alice-two.foyer.id",
      address: alice!.toLowerCase() as `0x${string}`,
      coinType: evmCoinType(31338),
      attributes: { bio: "Second" },
      registeredAt,
    })
    const record = {
      name: "alice-two.foyer.id",
      registered_at: registeredAt,
      updated_at: registeredAt,
      attributes: { bio: "Second" },
      addresses: { "2147514986": { address: alice, created_at: registeredAt } },
    }
    expect(outcome).toEqual({ _tag: "Registered", record })
    expect(registry.byName("ALICE-TWO.foyer.id")).toEqual(record)
    expect(registry.byAddress(alice!).map((r) => r.name)).toEqual([
      "alice.foyer.id",
      "alice-two.foyer.id",
    ])
    // The primary name stays the first one.
    expect(registry.identity(alice!)).toEqual({
      name: "alice.foyer.id",
      avatar: "data:image/svg+xml,a",
    })
  })

  it("a name is registered once: a second registration of it, in any case, is refused", () => {
    const registry = makeRegistry()
    const registration = {
      name: "race.foyer.id",
      address: bob!,
      coinType: evmCoinType(31337),
      attributes: null,
      registeredAt: seededAt,
    }
    expect(registry.isRegistered("race.foyer.id")).toBe(false)
    expect(registry.register(registration)._tag).toBe("Registered")
    const taken = { _tag: "Taken" }
    expect(registry.register({ ...registration, address: alice! })).toEqual(taken)
    expect(registry.register({ ...registration, name: "RACE.foyer.id" })).toEqual(taken)
    expect(registry.register({ ...registration, name: "alice.foyer.id" })).toEqual(taken)
    expect(registry.identity(bob!)).toEqual({ name: "race.foyer.id", avatar: null })
    expect(registry.isRegistered("Race.Foyer.Id")).toBe(true)
  })
})
