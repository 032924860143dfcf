// @vitest-environment happy-dom
// Issue 36 item 3: injected Bitcoin wallets that follow the Wallet Standard. The wallet below is
// what a wallet's own code is (as Leather, Exodus and Xverse implement the Bitcoin extension):
// a class implementing `Wallet` from @wallet-standard/base with `bitcoin:connect` (purposes in,
// accounts with address, publicKey and purpose out) and `bitcoin:signMessage` (bytes in,
// `{ signedMessage, signature }` out), registered with the Wallet Standard's registry (what a
// wallet's `registerWallet` from @wallet-standard/wallet ends in; unregistered after each test,
// as the registry outlives a test file), signing with a sandbox key.
import { base64 } from "@scure/base"
import { getWallets } from "@wallet-standard/app"
import type { Wallet as StandardWalletShape, WalletAccount } from "@wallet-standard/base"
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import {
  bitcoin as bitcoinMainnet,
  bitcoinTestnet,
  type ConnectedWallet,
  type Connector,
  type ConnectorSource,
} from "../../core"
import { signBitcoinMessage, verifyBitcoinMessage } from "../../sandbox/bitcoin/bitcoinMessage"
import { providerApiStandIn } from "../../test/pluginKernelHarness"
import {
  connectAndSignOnBitcoinKernel,
  connectorContextFor as contextFor,
  describeBitcoinWalletContract,
  bitcoinTestKey as key,
  mainnetChain,
} from "./bitcoinTestFixtures"
import {
  bitcoinStandardConnectorId,
  bitcoinStandardConnectors,
} from "./discovery/bitcoinStandardConnectors"

/** A Bitcoin wallet as its vendor writes it: one payment account, for a page that connects. */
class IndependentBitcoinWallet implements StandardWalletShape {
  readonly version = "1.0.0" as const
  readonly icon =
    "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" as const
  #accounts: ReadonlyArray<WalletAccount> = []
  readonly asked: Array<unknown> = []
  readonly signed: Array<Uint8Array> = []
  constructor(
    readonly name: string,
    readonly chains: ReadonlyArray<`${string}:${string}`>,
  ) {}
  get accounts() {
    return this.#accounts
  }
  get features() {
    return {
      "bitcoin:connect": {
        version: "1.0.0",
        connect: async (input: { purposes: ReadonlyArray<string> }) => {
          this.asked.push(input)
          const account = {
            address: key.address,
            publicKey: key.publicKey,
            purpose: "payment",
            chains: this.chains,
            features: ["bitcoin:signMessage"],
          } as const
          this.#accounts = input.purposes.includes("payment") ? [account] : []
          return { accounts: this.#accounts }
        },
      },
      "standard:disconnect": {
        version: "1.0.0",
        disconnect: async () => {
          this.#accounts = []
        },
      },
      "bitcoin:signMessage": {
        version: "1.0.0",
        signMessage: async (
          ...inputs: ReadonlyArray<{ account: WalletAccount; message: Uint8Array }>
        ) =>
          inputs.map(({ account, message }) => {
            if (account.address !== key.address) throw new Error("Unknown account")
            this.signed.push(message)
            const signature = base64.decode(signBitcoinMessage(key.privateKey, message))
            return { signedMessage: message, signature }
          }),
      },
    } as const
  }
}

// Every wallet a test registers with the registry (`getWallets().register`, what a wallet's
// `registerWallet` ends in), unregistered after it: the registry outlives a test.
const registered: Array<() => void> = []
const register = (wallet: IndependentBitcoinWallet) => {
  registered.push(getWallets().register(wallet))
  return wallet
}

/** The listed connector of the wallet named `name`. */
const listedConnector = (source: ConnectorSource, name: string): Connector => {
  const connector = source.list().find(({ info }) => info.id === bitcoinStandardConnectorId(name))
  if (connector === undefined) throw new Error(`${name} is not listed`)
  return connector
}
afterEach(() => {
  for (const unregister of registered.splice(0)) unregister()
})

describe("bitcoinStandardConnectors: Bitcoin wallets of the Wallet Standard", () => {
  it("lists a wallet whose chains include a Bitcoin network the site lists, as an announced wallet of the bip122 family; not one on another network", async () => {
    const source = bitcoinStandardConnectors(await contextFor(["eip155:1", mainnetChain]))
    register(new IndependentBitcoinWallet("Mainnet Wallet", [mainnetChain]))
    register(new IndependentBitcoinWallet("Named Wallet", ["bitcoin:mainnet"]))
    register(new IndependentBitcoinWallet("Testnet Wallet", [bitcoinTestnet.caipNetworkId]))
    const listed = source.list().map(({ info }) => [info.id, info.type, info.chains])
    expect(listed).toEqual([
      [bitcoinStandardConnectorId("Mainnet Wallet"), "ANNOUNCED", ["bip122"]],
      [bitcoinStandardConnectorId("Named Wallet"), "ANNOUNCED", ["bip122"]],
    ])
    await Effect.runPromise(source.dispose)
  })

  it("a site without Bitcoin networks lists none", async () => {
    register(new IndependentBitcoinWallet("Mainnet Wallet", [mainnetChain]))
    const source = bitcoinStandardConnectors(await contextFor(["eip155:1"]))
    expect(source.list()).toEqual([])
  })

  it("connects with the payment purpose (spec: Bitcoin's default account type), restores silently while the wallet lists the account, and not after it disconnects", async () => {
    const wallet = register(new IndependentBitcoinWallet("Mainnet Wallet", [mainnetChain]))
    const source = bitcoinStandardConnectors(await contextFor([mainnetChain]))
    const connector = listedConnector(source, "Mainnet Wallet")
    const session = await Effect.runPromise(
      connector.connect({ refresh: false, report: () => undefined }),
    )
    expect(wallet.asked).toEqual([{ purposes: ["payment"] }])
    expect(session).toMatchObject({
      namespace: "bip122",
      accounts: [key.address],
      chainId: bitcoinMainnet.id,
    })
    expect(await Effect.runPromise(connector.restore)).toMatchObject({
      accounts: [key.address],
    })
    expect(wallet.asked).toHaveLength(1)
    await Effect.runPromise(connector.disconnect(session))
    expect(await Effect.runPromise(connector.restore)).toBeUndefined()
    await Effect.runPromise(source.dispose)
  })
})

const api = providerApiStandIn()

describe("a Bitcoin wallet written only against the Wallet Standard", () => {
  it("is listed, connects on the kernel under bip122 with its payment address, and signs a message that verifies for it", async () => {
    const wallet = register(new IndependentBitcoinWallet("Independent Bitcoin", [mainnetChain]))
    const outcome = await connectAndSignOnBitcoinKernel(
      api(),
      bitcoinStandardConnectorId("Independent Bitcoin"),
      "Hello from Foyer",
    )
    expect(outcome.listed).toContain(bitcoinStandardConnectorId("Independent Bitcoin"))
    expect(outcome.address).toBe(key.address)
    expect(wallet.signed).toEqual([new TextEncoder().encode("Hello from Foyer")])
    expect(verifyBitcoinMessage(key.address, "Hello from Foyer", outcome.signature)).toBe(true)
  })
})

describeBitcoinWalletContract("Bitcoin (an injected Wallet Standard wallet)", async () => {
  register(new IndependentBitcoinWallet("Contract Wallet", ["bitcoin:mainnet"]))
  const source = bitcoinStandardConnectors(await contextFor([mainnetChain]))
  const connector = listedConnector(source, "Contract Wallet")
  const wallet: ConnectedWallet = await Effect.runPromise(
    connector.connect({ refresh: false, report: () => undefined }),
  )
  await Effect.runPromise(source.dispose)
  return wallet
})
