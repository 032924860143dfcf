// @vitest-environment happy-dom
// Issue 36 item 3: injected Bitcoin wallets of the sats-connect interface. The provider below is
// written as Xverse injects its own (`window.XverseProviders.BitcoinProvider`, listed in
// `window.btc_providers` with id, name and icon): `request(method, params)` answering JSON-RPC
// responses, `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }`;
// `wallet_connect` with purposes gives `{ addresses }` (address, publicKey hex, purpose,
// addressType); `signMessage` `{ address, message, protocol }` gives `{ signature (base64),
// messageHash, address }`. It signs with a sandbox key. `window` is cleaned after each test.
import { hex } from "@scure/base"
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import {
  bitcoin as bitcoinMainnet,
  type ConnectedWallet,
  type Connector,
  type ConnectorSource,
} from "../../core"
import {
  bitcoinMessageHash,
  signBitcoinMessage,
  verifyBitcoinMessage,
} from "../../sandbox/bitcoin/bitcoinMessage"
import { providerApiStandIn } from "../../test/pluginKernelHarness"
import { bitcoinAdapter } from "./bitcoinAdapter"
import {
  connectAndSignOnBitcoinKernel,
  connectorContextFor as contextFor,
  describeBitcoinWalletContract,
  bitcoinTestKey as key,
  mainnetChain,
} from "./bitcoinTestFixtures"
import { satsConnectConnectorId, satsConnectConnectors } from "./discovery/satsConnectConnectors"

const xverseId = "XverseProviders.BitcoinProvider"

/** A sats-connect Bitcoin provider as Xverse writes it: one payment account. */
class XverseLikeProvider {
  readonly asked: Array<{ method: string; params: unknown }> = []
  #permitted = false
  #id = 0
  /** How the visitor answers a prompt: approves (undefined), or rejects with this code. */
  constructor(public rejects?: number) {}
  #answer(result: unknown) {
    this.#id += 1
    return { jsonrpc: "2.0", id: String(this.#id), result }
  }
  #error(code: number, message: string) {
    this.#id += 1
    return { jsonrpc: "2.0", id: String(this.#id), error: { code, message } }
  }
  readonly #addresses = () => [
    {
      address: key.address,
      publicKey: hex.encode(key.publicKey),
      purpose: "payment",
      addressType: "p2wpkh",
      walletType: "software",
    },
  ]
  async request(method: string, params?: unknown) {
    this.asked.push({ method, params })
    const { rejects } = this
    switch (method) {
      case "wallet_connect": {
        if (rejects !== undefined) return this.#error(rejects, "User rejected the request.")
        this.#permitted = true
        return this.#answer({ id: "xverse-account", addresses: this.#addresses() })
      }
      case "wallet_getAccount":
        return this.#permitted
          ? this.#answer({ id: "xverse-account", addresses: this.#addresses() })
          : this.#error(-32002, "Access denied.")
      case "wallet_disconnect":
        this.#permitted = false
        return this.#answer(null)
      case "signMessage": {
        if (rejects !== undefined) return this.#error(rejects, "User rejected the request.")
        const { address, message } = params as { address: string; message: string }
        if (!this.#permitted || address !== key.address) {
          return this.#error(-32602, "Address not found.")
        }
        return this.#answer({
          address,
          signature: signBitcoinMessage(key.privateKey, message),
          messageHash: hex.encode(bitcoinMessageHash(message)),
        })
      }
      default:
        return this.#error(-32601, "Method not found.")
    }
  }
}

const icon = "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="

/** Puts the provider on `window` where Xverse puts its own, listed in `btc_providers`. */
const inject = (provider: XverseLikeProvider) => {
  Reflect.set(window, "XverseProviders", { BitcoinProvider: provider })
  Reflect.set(window, "btc_providers", [{ id: xverseId, name: "Xverse", icon }])
  return provider
}

afterEach(() => {
  Reflect.deleteProperty(window, "XverseProviders")
  Reflect.deleteProperty(window, "btc_providers")
})

const listedConnector = (source: ConnectorSource): Connector => {
  const connector = source.list().find(({ info }) => info.id === satsConnectConnectorId(xverseId))
  if (connector === undefined) throw new Error("Xverse is not listed")
  return connector
}

const connectOptions = { refresh: false, report: () => undefined }

describe("satsConnectConnectors: Bitcoin wallets of the sats-connect interface", () => {
  it("lists the provider btc_providers names, as an announced wallet of the bip122 family with its name and icon; none on a page without one or a site without Bitcoin", async () => {
    const source = satsConnectConnectors(await contextFor(["eip155:1", mainnetChain]))
    expect(source.list()).toEqual([])
    inject(new XverseLikeProvider())
    expect(source.list().map(({ info }) => info)).toEqual([
      {
        id: satsConnectConnectorId(xverseId),
        type: "ANNOUNCED",
        name: "Xverse",
        icon,
        rdns: undefined,
        chains: ["bip122"],
      },
    ])
    expect(satsConnectConnectors(await contextFor(["eip155:1"])).list()).toEqual([])
  })

  it("connects for the payment purpose (spec: Bitcoin's default account type), restores with the prompt-free wallet_getAccount while permitted, and not after wallet_disconnect", async () => {
    const provider = inject(new XverseLikeProvider())
    const source = satsConnectConnectors(await contextFor([mainnetChain]))
    const connector = listedConnector(source)
    expect(await Effect.runPromise(connector.restore)).toBeUndefined()
    const session = await Effect.runPromise(connector.connect(connectOptions))
    expect(provider.asked).toContainEqual({
      method: "wallet_connect",
      params: { purposes: ["payment"] },
    })
    expect(session).toMatchObject({
      namespace: "bip122",
      accounts: [key.address],
      chainId: bitcoinMainnet.id,
    })
    expect(await Effect.runPromise(connector.restore)).toMatchObject({ accounts: [key.address] })
    await Effect.runPromise(connector.disconnect(session))
    expect(provider.asked.at(-1)?.method).toBe("wallet_disconnect")
    expect(await Effect.runPromise(connector.restore)).toBeUndefined()
  })

  it.each([-32000, 4001])(
    "a connect the visitor rejects (code %i) is 'User rejected the request'",
    async (code) => {
      inject(new XverseLikeProvider(code))
      const connector = listedConnector(satsConnectConnectors(await contextFor([mainnetChain])))
      const error = await Effect.runPromise(Effect.flip(connector.connect(connectOptions)))
      expect(error.message).toBe("User rejected the request")
    },
  )

  it("a signature the visitor rejects (-32000) is 'User rejected the request'", async () => {
    const provider = inject(new XverseLikeProvider())
    const connector = listedConnector(satsConnectConnectors(await contextFor([mainnetChain])))
    const session = await Effect.runPromise(connector.connect(connectOptions))
    provider.rejects = -32000
    const error = await Effect.runPromise(
      Effect.flip(bitcoinAdapter.signMessage(session, key.address, "hello")),
    )
    expect(error.message).toBe("User rejected the request")
  })
})

const api = providerApiStandIn()

describe("a Bitcoin wallet of the sats-connect interface on the kernel", () => {
  it("is listed, connects under bip122 with its payment address, and signs a message that verifies for it", async () => {
    const provider = inject(new XverseLikeProvider())
    const outcome = await connectAndSignOnBitcoinKernel(
      api(),
      satsConnectConnectorId(xverseId),
      "Hello from Foyer",
    )
    expect(outcome.listed).toContain(satsConnectConnectorId(xverseId))
    expect(outcome.address).toBe(key.address)
    expect(provider.asked).toContainEqual({
      method: "signMessage",
      params: { address: key.address, message: "Hello from Foyer", protocol: "ECDSA" },
    })
    expect(verifyBitcoinMessage(key.address, "Hello from Foyer", outcome.signature)).toBe(true)
  })
})

describeBitcoinWalletContract("Bitcoin (an injected sats-connect wallet)", async () => {
  inject(new XverseLikeProvider())
  const connector = listedConnector(satsConnectConnectors(await contextFor([mainnetChain])))
  const wallet: ConnectedWallet = await Effect.runPromise(connector.connect(connectOptions))
  return wallet
})
