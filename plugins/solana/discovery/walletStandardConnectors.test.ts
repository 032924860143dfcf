// @vitest-environment happy-dom
// Issue 36 item 2: Solana wallets are found with the Wallet Standard (@wallet-standard/app's
// getWallets()), as a dApp finds Phantom or Solflare; here the sandbox's Solana test wallet,
// registered in the test's window.
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { solana, solanaDevnet, solanaTestnet } from "../../../core"
import { solanaTestWalletIcon } from "../../../sandbox/solanaWallet/solanaTestWalletInfo"
import {
  connectorContextFor,
  registerSolanaTestWallet,
  registerStandardWallet,
  solanaTestWalletId,
  unregisterSolanaTestWallets,
} from "../solanaFixtures"
import { walletStandardConnectors } from "./walletStandardConnectors"

afterEach(unregisterSolanaTestWallets)

/** The wallets a site configured with `networks` lists, as the Connect view gets them. */
const sourceFor = async (networks: ReadonlyArray<string>) =>
  walletStandardConnectors(await connectorContextFor(networks))

const siteNetworks = ["eip155:1", solanaDevnet.caipNetworkId, solana.caipNetworkId]

describe("walletStandardConnectors: Solana wallets of the Wallet Standard", () => {
  it("lists a registered Solana wallet as an announced wallet of the solana family, with its name and icon", async () => {
    const source = await sourceFor(siteNetworks)
    expect(source.list()).toEqual([])
    registerSolanaTestWallet()
    expect(source.list().map((connector) => connector.info)).toEqual([
      {
        id: solanaTestWalletId,
        type: "ANNOUNCED",
        name: "Foyer Solana Test Wallet",
        icon: solanaTestWalletIcon,
        rdns: undefined,
        chains: ["solana"],
      },
    ])
    await Effect.runPromise(source.dispose)
  })

  it("finds a wallet registered before the kit looked (its registration is kept by the registry)", async () => {
    registerSolanaTestWallet()
    const source = await sourceFor(siteNetworks)
    expect(source.list().map((connector) => connector.info.id)).toEqual([solanaTestWalletId])
    expect(await Effect.runPromise(source.await?.(solanaTestWalletId) ?? Effect.void)).toBe(
      source.list()[0],
    )
    await Effect.runPromise(source.dispose)
  })

  it("tells its subscribers when a wallet registers and unregisters; unregistering takes it off the list", async () => {
    const source = await sourceFor(siteNetworks)
    let told = 0
    const stop = source.subscribe(() => {
      told += 1
    })
    const { unregister } = registerSolanaTestWallet()
    expect([told, source.list().length]).toEqual([1, 1])
    unregister()
    expect([told, source.list()]).toEqual([2, []])
    stop()
    await Effect.runPromise(source.dispose)
  })

  it("keeps a listed connector's identity while the wallet stays registered", async () => {
    const source = await sourceFor(siteNetworks)
    registerSolanaTestWallet()
    const [first] = source.list()
    registerSolanaTestWallet({ name: "Another Wallet" })
    expect(source.list()[0]).toBe(first)
    expect(source.list().map((connector) => connector.info.name)).toEqual([
      "Foyer Solana Test Wallet",
      "Another Wallet",
    ])
    await Effect.runPromise(source.dispose)
  })

  it("does not list a wallet whose chains are none of the site's Solana networks", async () => {
    const source = await sourceFor(["eip155:1", solanaDevnet.caipNetworkId])
    registerSolanaTestWallet({ chains: [solana.caipNetworkId, solanaTestnet.caipNetworkId] })
    registerSolanaTestWallet({
      name: "Bitcoin Only",
      chains: ["bip122:000000000019d6689c085ae165831e93"],
    })
    expect(source.list()).toEqual([])
    registerSolanaTestWallet({ name: "Devnet Wallet", chains: [solanaDevnet.caipNetworkId] })
    expect(source.list().map((connector) => connector.info.name)).toEqual(["Devnet Wallet"])
    await Effect.runPromise(source.dispose)
  })

  it("does not list a wallet without standard:connect", async () => {
    const source = await sourceFor(siteNetworks)
    const { wallet } = registerSolanaTestWallet()
    const { "standard:connect": _connect, ...features } = wallet.features
    const cannotConnect = {
      version: wallet.version,
      name: "Cannot Connect",
      icon: wallet.icon,
      chains: wallet.chains,
      features,
      accounts: [],
    }
    registerStandardWallet(cannotConnect)
    expect(source.list().map((connector) => connector.info.name)).toEqual([
      "Foyer Solana Test Wallet",
    ])
    await Effect.runPromise(source.dispose)
  })

  it("lists nothing, and does not look, on a site without Solana networks", async () => {
    registerSolanaTestWallet()
    const source = await sourceFor(["eip155:1", "eip155:8453"])
    expect(source.list()).toEqual([])
    await Effect.runPromise(source.dispose)
  })

  it("cleans the wallet's untrusted name and icon as EIP-6963 discovery does (issue 11), and a name already listed keeps its first wallet", async () => {
    const source = await sourceFor(siteNetworks)
    const first = registerSolanaTestWallet({ name: "Pha\u202Entom" })
    registerSolanaTestWallet({
      name: "Phan\u200Btom",
      icon: "data:image/svg+xml;base64,PHN2Zy8+",
    })
    registerSolanaTestWallet({
      name: "Evil",
      // A Wallet Standard icon is typed a data URI; a wallet may still hand over anything.
      icon: "javascript:alert(1)" as `data:image/svg+xml;base64,${string}`,
    })
    expect(source.list().map(({ info }) => [info.id, info.name, info.icon])).toEqual([
      ["wallet-standard:solana:Phantom", "Phantom", solanaTestWalletIcon],
      ["wallet-standard:solana:Evil", "Evil", undefined],
    ])
    // The first is gone: the other wallet of that name is listed in its place.
    first.unregister()
    expect(source.list().map(({ info }) => info.icon)).toEqual([
      "data:image/svg+xml;base64,PHN2Zy8+",
      undefined,
    ])
    await Effect.runPromise(source.dispose)
  })

  it("stops hearing the registry once disposed", async () => {
    const source = await sourceFor(siteNetworks)
    let told = 0
    source.subscribe(() => {
      told += 1
    })
    await Effect.runPromise(source.dispose)
    registerSolanaTestWallet()
    expect(told).toBe(0)
  })
})
