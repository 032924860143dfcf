// @vitest-environment happy-dom
// Issue 36 item 3 (review): a Bitcoin wallet that offers both the Wallet Standard's Bitcoin
// extension and the sats-connect interface, as Xverse does, is listed once, through the Wallet
// Standard. The wallet registers with the real registry of @wallet-standard/app (unregistered
// after each test: the registry outlives a test file); its sats-connect provider is put on
// `window` where Xverse puts its own and listed in `btc_providers`.
import { getWallets } from "@wallet-standard/app"
import type { Wallet } from "@wallet-standard/base"
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { bitcoin, decodeResolvedConfig } from "../../../core"
import { bitcoinInjectedConnectors } from "./bitcoinInjectedConnectors"
import { bitcoinStandardConnectorId } from "./bitcoinStandardConnectors"
import { satsConnectConnectorId } from "./satsConnectConnectors"

const icon = "data:image/svg+xml;base64,PHN2Zy8+" as const
const xverseId = "XverseProviders.BitcoinProvider"
const otherId = "OtherProviders.BitcoinProvider"

/** A Bitcoin wallet of the Wallet Standard; nothing is asked of it while it is only listed. */
class StandardBitcoinWallet implements Wallet {
  readonly version = "1.0.0" as const
  readonly icon = icon
  readonly chains = [bitcoin.caipNetworkId] as const
  readonly accounts = []
  readonly features = { "bitcoin:connect": { version: "1.0.0", connect: async () => ({}) } }
  constructor(readonly name: string) {}
}

/** A sats-connect provider: only `request`, which listing never calls. */
const provider = { request: async () => ({ jsonrpc: "2.0", id: 1, result: null }) }

const unregisters: Array<() => void> = []
const register = (name: string) => {
  const unregister = getWallets().register(new StandardBitcoinWallet(name))
  unregisters.push(unregister)
  return unregister
}

/** Xverse's provider and another wallet's, as `btc_providers` lists them. */
const injectProviders = () => {
  Reflect.set(window, "XverseProviders", { BitcoinProvider: provider })
  Reflect.set(window, "OtherProviders", { BitcoinProvider: provider })
  Reflect.set(window, "btc_providers", [
    { id: xverseId, name: "Xverse", icon },
    { id: otherId, name: "Other", icon },
  ])
}

afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
  for (const key of ["XverseProviders", "OtherProviders", "btc_providers"]) {
    Reflect.deleteProperty(window, key)
  }
})

const sourceFor = async () => {
  const { config, networks } = await Effect.runPromise(
    decodeResolvedConfig({ projectId: "test-project", networks: [bitcoin.caipNetworkId] }),
  )
  return bitcoinInjectedConnectors({ config, networks, environment: {} })
}

describe("bitcoinInjectedConnectors: each injected Bitcoin wallet listed once", () => {
  it("a wallet offering both the Wallet Standard and sats-connect (Xverse) is listed once, through the Wallet Standard; a sats-connect-only wallet still is", async () => {
    injectProviders()
    register("Xverse Wallet")
    const source = await sourceFor()
    expect(source.list().map(({ info }) => info.id)).toEqual([
      bitcoinStandardConnectorId("Xverse Wallet"),
      satsConnectConnectorId(otherId),
    ])
    await Effect.runPromise(source.dispose)
  })

  it("the sats-connect listing shows again, and subscribers are told, when the Wallet Standard wallet goes", async () => {
    injectProviders()
    const source = await sourceFor()
    let told = 0
    source.subscribe(() => {
      told += 1
    })
    const unregister = register("xverse")
    expect(source.list().map(({ info }) => info.id)).toEqual([
      bitcoinStandardConnectorId("xverse"),
      satsConnectConnectorId(otherId),
    ])
    unregister()
    expect([told, source.list().map(({ info }) => info.id)]).toEqual([
      2,
      [satsConnectConnectorId(xverseId), satsConnectConnectorId(otherId)],
    ])
    await Effect.runPromise(source.dispose)
  })

  it("a session made earlier through the hidden sats-connect path is still found by its id, to restore", async () => {
    injectProviders()
    register("Xverse Wallet")
    const source = await sourceFor()
    if (source.await === undefined) throw new Error("the source cannot wait for a wallet")
    const found = await Effect.runPromise(source.await(satsConnectConnectorId(xverseId)))
    expect(found?.info.id).toBe(satsConnectConnectorId(xverseId))
    await Effect.runPromise(source.dispose)
  })
})
