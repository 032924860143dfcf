// @vitest-environment happy-dom
// Issue 36 (review): one Wallet Standard module serves every chain family. The family below is
// made up for the test (its connect feature `test:connect`, its accounts those whose address
// starts "t"), so what the tests show is the module's, not the Solana or Bitcoin plugin's.
// Wallets register with the real registry of @wallet-standard/app (what a wallet's own
// `registerWallet` ends in), and are unregistered after each test: the registry outlives a test.
import { getWallets } from "@wallet-standard/app"
import type { Wallet, WalletAccount } from "@wallet-standard/base"
import { Cause, Effect, Exit } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { bitcoin, bitcoinTestnet } from "../../chains/defaultNetworks"
import { decodeResolvedConfig } from "../../config/decodeConfig"
import { UserRejectedRequestError } from "../../errors/UserRejectedRequestError"
import { WalletRpcError } from "../../errors/WalletRpcError"
import type {
  ConnectedWallet,
  Connector,
  ConnectorContext,
  ConnectorSource,
  FamilyWallet,
} from "../Connector"
import { WalletRequestFailedError } from "../WalletRequestFailedError"
import { isStandardAccountShape, type StandardAccount } from "./StandardWallet"
import type { WalletStandardFamily } from "./WalletStandardFamily"
import { walletStandardRejectedCode, walletStandardRequest } from "./walletStandardRequest"
import { walletStandardSource } from "./walletStandardSource"

const unregisters: Array<() => void> = []
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

let registryAsked = 0
// How many times the family's session part was imported, and whether the next import fails.
let sessionImports = 0
let failNextSessionImport = false
const family: WalletStandardFamily = {
  namespace: "bip122",
  idLabel: "test",
  registry: () => {
    registryAsked += 1
    return getWallets()
  },
  connect: { feature: "test:connect", input: [{ purposes: ["payment"] }] },
  namesNetwork: (chains, network) => chains.includes(network.caipNetworkId),
  session: async () => {
    sessionImports += 1
    if (failNextSessionImport) {
      failNextSessionImport = false
      throw new Error("Failed to fetch dynamically imported module")
    }
    return {
      accountsIn: (accounts) =>
        Array.isArray(accounts)
          ? accounts.filter(
              (account): account is StandardAccount =>
                isStandardAccountShape(account) && account.address.startsWith("t"),
            )
          : [],
      handleOf: (wallet, account) => ({ wallet, account }),
    }
  },
}

const accountOn = (address: string, chains: ReadonlyArray<`${string}:${string}`>) =>
  ({ address, publicKey: new Uint8Array(33), chains, features: [] }) as const

/** A wallet as a vendor writes it: it answers `test:connect` with what it is told to. */
class FamilyTestWallet implements Wallet {
  readonly version = "1.0.0" as const
  readonly icon = "data:image/svg+xml;base64,PHN2Zy8+" as const
  readonly asked: Array<ReadonlyArray<unknown>> = []
  readonly listeners = new Set<(properties: unknown) => void>()
  accounts: ReadonlyArray<WalletAccount> = []
  answer: () => Promise<unknown> = async () => ({ accounts: this.accounts })
  constructor(
    readonly name: string,
    readonly chains: ReadonlyArray<`${string}:${string}`>,
    readonly withConnect = true,
  ) {}
  get features() {
    const connect = {
      "test:connect": {
        connect: (...args: ReadonlyArray<unknown>) => {
          this.asked.push(args)
          return this.answer()
        },
      },
    }
    return {
      ...(this.withConnect ? connect : {}),
      "standard:events": {
        on: (_event: string, listener: (properties: unknown) => void) => {
          this.listeners.add(listener)
          return () => this.listeners.delete(listener)
        },
      },
    }
  }
  register() {
    unregisters.push(getWallets().register(this))
    return this
  }
}

const contextFor = (networks: ReadonlyArray<string>): Promise<ConnectorContext> =>
  Effect.runPromise(
    decodeResolvedConfig({ projectId: "test-project", networks: [...networks] }),
  ).then(({ config, networks: resolved }) => ({ config, networks: resolved, environment: {} }))

const siteNetworks = ["eip155:1", bitcoinTestnet.caipNetworkId, bitcoin.caipNetworkId]

/** The one connector `source` lists. */
const onlyListed = (source: ConnectorSource): Connector => {
  const [connector, ...others] = source.list()
  if (connector === undefined || others.length > 0) throw new Error("not one wallet listed")
  return connector
}

/** A wallet of a family, as the family's sessions all are. */
const familyWallet = (wallet: ConnectedWallet | undefined): FamilyWallet | undefined =>
  wallet?.namespace === "eip155" ? undefined : wallet

const connectOf = (connector: Connector) =>
  connector.connect({ refresh: false, report: () => undefined })

describe("walletStandardSource: the Wallet Standard's wallets of one chain family", () => {
  it("lists a registered wallet with the family's connect feature and a site network, under the family's id, once per name", async () => {
    const source = walletStandardSource(family)(await contextFor(siteNetworks))
    new FamilyTestWallet("Listed", [bitcoin.caipNetworkId]).register()
    new FamilyTestWallet("No connect", [bitcoin.caipNetworkId], false).register()
    new FamilyTestWallet("Other chains", ["solana:devnet"]).register()
    new FamilyTestWallet("Listed", [bitcoin.caipNetworkId]).register()
    expect(source.list().map(({ info }) => info)).toEqual([
      {
        id: "wallet-standard:test:Listed",
        type: "ANNOUNCED",
        name: "Listed",
        icon: "data:image/svg+xml;base64,PHN2Zy8+",
        rdns: undefined,
        chains: ["bip122"],
      },
    ])
    await Effect.runPromise(source.dispose)
  })

  it("a site without networks of the family lists none and does not ask the registry", async () => {
    new FamilyTestWallet("Listed", [bitcoin.caipNetworkId]).register()
    const before = registryAsked
    const source = walletStandardSource(family)(await contextFor(["eip155:1"]))
    expect([source.list(), registryAsked - before]).toEqual([[], 0])
  })

  it("connects with the family's feature and input: its accounts only, on the site's network the first one names, the family's handle", async () => {
    const wallet = new FamilyTestWallet("Listed", [
      bitcoinTestnet.caipNetworkId,
      bitcoin.caipNetworkId,
    ]).register()
    wallet.accounts = [
      accountOn("other family", [bitcoin.caipNetworkId]),
      accountOn("tb1first", [bitcoinTestnet.caipNetworkId]),
      accountOn("tb1second", [bitcoinTestnet.caipNetworkId]),
    ]
    const connector = onlyListed(walletStandardSource(family)(await contextFor(siteNetworks)))
    const session = familyWallet(await Effect.runPromise(connectOf(connector)))
    expect(wallet.asked).toEqual([[{ purposes: ["payment"] }]])
    expect([session?.namespace, session?.accounts, session?.chainId]).toEqual([
      "bip122",
      ["tb1first", "tb1second"],
      bitcoinTestnet.id,
    ])
    expect(session?.handle).toEqual({ wallet, account: wallet.accounts[1] })
  })

  it("imports the family's session part only once a wallet is picked: listing loads none of it; an import that fails fails that connect (nothing asked of the wallet) and the next one tries again", async () => {
    const wallet = new FamilyTestWallet("Listed", [bitcoin.caipNetworkId]).register()
    wallet.accounts = [accountOn("tb1first", [bitcoin.caipNetworkId])]
    const before = sessionImports
    const source = walletStandardSource(family)(await contextFor(siteNetworks))
    const connector = onlyListed(source)
    expect(sessionImports - before).toBe(0)
    failNextSessionImport = true
    const failed = await Effect.runPromiseExit(connectOf(connector))
    expect(Exit.isFailure(failed) && Cause.squash(failed.cause)).toBeInstanceOf(
      WalletRequestFailedError,
    )
    expect([wallet.asked, sessionImports - before]).toEqual([[], 1])
    const session = familyWallet(await Effect.runPromise(connectOf(connector)))
    expect([session?.accounts, sessionImports - before]).toEqual([["tb1first"], 2])
    await Effect.runPromise(source.dispose)
  })

  it("a connect that authorises no account of the family fails naming the family's feature; a rejection is the user's", async () => {
    const wallet = new FamilyTestWallet("Listed", [bitcoin.caipNetworkId]).register()
    wallet.accounts = [accountOn("other family", [bitcoin.caipNetworkId])]
    const connector = onlyListed(walletStandardSource(family)(await contextFor(siteNetworks)))
    const connect = () => Effect.runPromiseExit(connectOf(connector))
    expect(await connect()).toEqual(
      Exit.fail(
        new WalletRequestFailedError({
          method: "test:connect",
          cause: { accounts: wallet.accounts },
        }),
      ),
    )
    const rejection = Object.assign(new Error("4001000"), {
      name: "WalletStandardError",
      context: { __code: walletStandardRejectedCode },
    })
    wallet.answer = () => Promise.reject(rejection)
    expect(await connect()).toEqual(Exit.fail(new UserRejectedRequestError({ cause: rejection })))
  })

  it("restores without a prompt: the silent form when the family has one, else the accounts the wallet lists for the page", async () => {
    const wallet = new FamilyTestWallet("Listed", [bitcoin.caipNetworkId]).register()
    const context = await contextFor(siteNetworks)
    const fromAccounts = onlyListed(walletStandardSource(family)(context))
    expect(await Effect.runPromise(fromAccounts.restore)).toBeUndefined()
    wallet.accounts = [accountOn("tb1first", [bitcoin.caipNetworkId])]
    const restored = await Effect.runPromise(fromAccounts.restore)
    expect([restored?.accounts, wallet.asked]).toEqual([["tb1first"], []])
    const silent = { ...family, connect: { ...family.connect, silentInput: [{ silent: true }] } }
    const fromSilentConnect = onlyListed(walletStandardSource(silent)(context))
    const again = await Effect.runPromise(fromSilentConnect.restore)
    expect([again?.accounts, wallet.asked]).toEqual([["tb1first"], [[{ silent: true }]]])
  })

  it("follows the session: other accounts of the family are told, none left or the wallet unregistered ends it", async () => {
    const wallet = new FamilyTestWallet("Listed", [bitcoin.caipNetworkId]).register()
    wallet.accounts = [accountOn("tb1first", [bitcoin.caipNetworkId])]
    const connector = onlyListed(walletStandardSource(family)(await contextFor(siteNetworks)))
    const session = await Effect.runPromise(connectOf(connector))
    const told: Array<unknown> = []
    const stop = session.subscribe({
      accountsChanged: (accounts) => told.push(accounts),
      chainChanged: (chainId) => told.push(chainId),
      disconnect: () => told.push("disconnect"),
    })
    const change = (accounts: ReadonlyArray<unknown>) => {
      for (const listener of wallet.listeners) listener({ accounts })
    }
    change([accountOn("tb1first", [bitcoin.caipNetworkId])])
    change([accountOn("tb1next", [bitcoin.caipNetworkId]), accountOn("x", [])])
    change([accountOn("other family", [bitcoin.caipNetworkId])])
    for (const unregister of unregisters.splice(0)) unregister()
    expect(told).toEqual([["tb1next"], "disconnect", "disconnect"])
    stop()
    expect(wallet.listeners.size).toBe(0)
  })
})

describe("walletStandardRequest's errors", () => {
  it("a wallet without the feature answers 4200 Unsupported Method", async () => {
    const wallet = new FamilyTestWallet("Listed", [bitcoin.caipNetworkId], false).register()
    expect(
      await Effect.runPromiseExit(walletStandardRequest(wallet, "test:connect", "connect")),
    ).toEqual(
      Exit.fail(
        new WalletRpcError({ code: 4200, message: "The wallet does not support test:connect." }),
      ),
    )
  })
})
