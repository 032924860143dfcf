import { Duration, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { ethereum } from "../../chains/defaultNetworks"
import { makeFakeWallet } from "../../connectors/fakeWallet"
import { walletAssetsTimeout } from "../../Schedules"
import {
  WalletAssetsMissingError,
  WalletAssetsTimeoutError,
  WalletAssetsUnsupportedError,
} from "./WalletAssetsErrors"
import { supportsAssetDiscovery, walletAssetBalances } from "./walletAssetBalances"

const alice = `0x${"a1".repeat(20)}` as const

describe("asset discovery capability (EIP-5792 wallet_getCapabilities, EIP-7811)", () => {
  it("is advertised per hex chain id, or for every chain under 0x0", () => {
    const on = { assetDiscovery: { supported: true } }
    expect(supportsAssetDiscovery({ "0x1": on }, 1)).toBe(true)
    expect(supportsAssetDiscovery({ "0x01": on }, 1)).toBe(true)
    expect(supportsAssetDiscovery({ "0x0": on }, 8453)).toBe(true)
    expect(supportsAssetDiscovery({ "0x2105": on }, 1)).toBe(false)
    expect(supportsAssetDiscovery({ "0x1": { assetDiscovery: { supported: "yes" } } }, 1)).toBe(
      false,
    )
    expect(supportsAssetDiscovery({ "0x1": { assetDiscovery: true } }, 1)).toBe(false)
    for (const odd of [null, undefined, "0x1", [on], 1]) {
      expect(supportsAssetDiscovery(odd, 1)).toBe(false)
    }
  })
})

describe("walletAssetBalances", () => {
  it("a wallet that does not answer in time (5 s) leaves the balance to the API", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const wallet = makeFakeWallet({ accounts: [alice] })
        wallet.set("wallet_getCapabilities", () => new Promise(() => undefined))
        const fiber = yield* walletAssetBalances(wallet.provider, alice, ethereum).pipe(
          Effect.flip,
          Effect.forkChild,
        )
        yield* TestClock.adjust(Duration.subtract(walletAssetsTimeout, Duration.millis(1)))
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(Duration.millis(1))
        expect(yield* Fiber.join(fiber)).toEqual(
          new WalletAssetsTimeoutError({ method: "wallet_getCapabilities" }),
        )
      }).pipe(Effect.provide(TestClock.layer())),
    ))

  it("an answer that lists nothing under the chain asked for ({} or other chains only) leaves the balance to the API; an empty list is an answer", async () => {
    const wallet = makeFakeWallet({ accounts: [alice] })
    wallet.set("wallet_getCapabilities", () => ({ "0x0": { assetDiscovery: { supported: true } } }))
    wallet.set("wallet_getAssets", () => ({
      "0xa": [
        {
          address: "native",
          balance: "0x1",
          type: "native",
          metadata: { name: "Ether", symbol: "ETH", decimals: 18 },
        },
      ],
    }))
    const missing = new WalletAssetsMissingError({ caipNetworkId: ethereum.caipNetworkId })
    const read = () =>
      Effect.runPromise(Effect.flip(walletAssetBalances(wallet.provider, alice, ethereum)))
    expect(await read()).toEqual(missing)
    wallet.set("wallet_getAssets", () => ({}))
    expect(await read()).toEqual(missing)
    wallet.set("wallet_getAssets", () => ({ "0x1": [] }))
    expect(await Effect.runPromise(walletAssetBalances(wallet.provider, alice, ethereum))).toEqual(
      [],
    )
  })

  it("only EVM networks have wallet assets", async () => {
    const wallet = makeFakeWallet({ accounts: [alice] })
    const solana = {
      ...ethereum,
      id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" as const,
      chainNamespace: "solana" as const,
    }
    const error = await Effect.runPromise(
      Effect.flip(walletAssetBalances(wallet.provider, alice, solana)),
    )
    expect(error).toEqual(
      new WalletAssetsUnsupportedError({
        caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      }),
    )
    expect(wallet.calls).toEqual([])
  })
})
