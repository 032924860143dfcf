// @vitest-environment happy-dom
// Issue 36 items 1-2: a Solana wallet of the Wallet Standard (the sandbox's test wallet)
// driven through the kernel's Connections and Wallet, with the Solana adapter and connectors.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import {
  Accounts,
  type CaipNetwork,
  ChainAdapters,
  ConnectionState,
  Connections,
  Connectors,
  Events,
  ethereum,
  KernelConfig,
  KernelEvents,
  Modal,
  memoryBackend,
  Networks,
  Storage,
  type StorageBackend,
  solana,
  solanaDevnet,
  solanaTestnet,
  Wallet,
} from "../../core"
import { walletStandardConnectors } from "./discovery/walletStandardConnectors"
import { solanaAdapter } from "./solanaAdapter"
import {
  registerSolanaTestWallet,
  solanaTestPublicKeys,
  solanaTestWalletId,
  unregisterSolanaTestWallets,
} from "./solanaFixtures"

afterEach(unregisterSolanaTestWallets)

/**
 * The kernel's Connections and Wallet on a site configured with `networks`, with the Solana
 * plugin's connectors and adapter; `backend` is the page's storage (shared to reload).
 */
const kitLayer = (
  networks: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>],
  options: { readonly defaultNetwork?: CaipNetwork; readonly backend?: StorageBackend } = {},
) => {
  const config = KernelConfig.layerTest({
    networks: networks.map((network) => network.caipNetworkId),
    ...(options.defaultNetwork === undefined
      ? {}
      : { defaultNetwork: options.defaultNetwork.caipNetworkId }),
  })
  const connections = Connections.layerTest().pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        config,
        ChainAdapters.layer([solanaAdapter]),
        Connectors.layer([walletStandardConnectors], { environment: {} }).pipe(
          Layer.provide(config),
        ),
        Accounts.layerTest(),
        Modal.layerTest(),
        Events.layerTest(),
        KernelEvents.layer,
        Storage.layer(options.backend ?? memoryBackend()),
      ),
    ),
    Layer.provideMerge(Networks.layerTest(networks)),
  )
  return Wallet.layer.pipe(Layer.provideMerge(connections))
}

const siteNetworks = [ethereum, solanaDevnet, solana] as const

/** The site's Solana connection, once `done` holds for it (a wallet's event is handled forked). */
const solanaConnectionWhen = (
  done: (connection: ConnectionState.Connection<CaipNetwork> | undefined) => boolean,
) =>
  Effect.gen(function* () {
    const connections = yield* Connections
    const current = () =>
      ConnectionState.connectionsOf(connections.store.getSnapshot(), "solana")[0]
    yield* Effect.promise(
      () =>
        new Promise<void>((resolve) => {
          if (done(current())) return resolve()
          const stop = connections.store.subscribe(() => {
            if (!done(current())) return
            stop()
            resolve()
          })
        }),
    )
    return current()
  })

describe("a Wallet Standard Solana wallet through Connections (the Solana plugin)", () => {
  it("connect keeps the connection under solana, on the site's first Solana network the account supports", async () => {
    const { control } = registerSolanaTestWallet()
    const state = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        return connections.store.getSnapshot()
      }).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(ConnectionState.connectionsOf(state, "eip155")).toEqual([])
    expect(ConnectionState.connectionsOf(state, "solana")).toEqual([
      {
        connectorId: solanaTestWalletId,
        accounts: [{ address: control.addresses[0] }],
        chainId: solanaDevnet.id,
        caipNetwork: solanaDevnet,
      },
    ])
    expect(state.currentConnectorIds.solana).toBe(solanaTestWalletId)
    expect(control.requests.map(({ feature, outcome }) => [feature, outcome])).toEqual([
      ["standard:connect", "approved"],
    ])
  })

  it("connects on the configured default network when it is a Solana one, else on one the account lists", async () => {
    registerSolanaTestWallet()
    const onDefault = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        return ConnectionState.connectionsOf(connections.store.getSnapshot(), "solana")[0]
      }).pipe(Effect.provide(kitLayer(siteNetworks, { defaultNetwork: solana }))),
    )
    expect(onDefault?.caipNetwork).toBe(solana)
    unregisterSolanaTestWallets()
    registerSolanaTestWallet({ chains: [solana.caipNetworkId] })
    const onListed = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        return ConnectionState.connectionsOf(connections.store.getSnapshot(), "solana")[0]
      }).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(onListed?.caipNetwork).toBe(solana)
  })

  it("spec 4: the wallet's account change replaces the connection's account, and an account change with no accounts disconnects", async () => {
    const { control } = registerSolanaTestWallet()
    const [first, second] = control.addresses
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        control.setAccount(1)
        const changed = yield* solanaConnectionWhen(
          (connection) => connection?.accounts[0]?.address === second,
        )
        control.disconnect()
        const gone = yield* solanaConnectionWhen((connection) => connection === undefined)
        return { changed, gone, status: connections.store.getSnapshot().status }
      }).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(first).not.toBe(second)
    expect(seen.changed?.accounts).toEqual([{ address: second }])
    expect(seen.gone).toBeUndefined()
    expect(seen.status).toBe("disconnected")
  })

  it("the wallet unregistering (its extension removed) ends the connection", async () => {
    const { unregister } = registerSolanaTestWallet()
    const gone = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        unregister()
        return yield* solanaConnectionWhen((connection) => connection === undefined)
      }).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(gone).toBeUndefined()
  })

  it("disconnecting from the kit ends the session on the wallet's side too (standard:disconnect)", async () => {
    const { control } = registerSolanaTestWallet()
    const state = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        yield* connections.disconnect
        return connections.store.getSnapshot()
      }).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(ConnectionState.connectionsOf(state, "solana")).toEqual([])
    expect(control.state.connected).toBe(false)
    expect(control.requests.map(({ feature }) => feature)).toEqual([
      "standard:connect",
      "standard:disconnect",
    ])
  })

  it("spec 4 reconnecting on page restore: the stored Solana session comes back with a silent standard:connect, no prompt", async () => {
    const backend = memoryBackend()
    const { control } = registerSolanaTestWallet()
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* (yield* Connections).connect(solanaTestWalletId)
      }).pipe(Effect.provide(kitLayer(siteNetworks, { backend }))),
    )
    control.clearRequests()
    // A prompt now would be refused: the restore must not need one.
    control.setBehaviour("standard:connect", "reject")
    const restored = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.reconnect
        return connections.store.getSnapshot()
      }).pipe(Effect.provide(kitLayer(siteNetworks, { backend }))),
    )
    expect(restored.status).toBe("connected")
    expect(ConnectionState.connectionsOf(restored, "solana")).toEqual([
      {
        connectorId: solanaTestWalletId,
        accounts: [{ address: control.addresses[0] }],
        chainId: solanaDevnet.id,
        caipNetwork: solanaDevnet,
      },
    ])
    expect(control.requests).toEqual([
      { feature: "standard:connect", input: { silent: true }, outcome: "approved" },
    ])
  })

  it("restores nothing once the wallet no longer authorises the site (the silent connect gives no accounts)", async () => {
    const backend = memoryBackend()
    const { control } = registerSolanaTestWallet()
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* (yield* Connections).connect(solanaTestWalletId)
      }).pipe(Effect.provide(kitLayer(siteNetworks, { backend }))),
    )
    control.disconnect()
    const restored = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.reconnect
        return connections.store.getSnapshot()
      }).pipe(Effect.provide(kitLayer(siteNetworks, { backend }))),
    )
    expect(restored.status).toBe("disconnected")
    expect(ConnectionState.connectionsOf(restored, "solana")).toEqual([])
  })

  it("a refused connect is 'User rejected the request' (the Wallet Standard's rejection), and nothing is connected", async () => {
    const { control } = registerSolanaTestWallet()
    control.setBehaviour("standard:connect", "reject")
    const { attempt, state } = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        return {
          attempt: connections.connectAttempt.getSnapshot(),
          state: connections.store.getSnapshot(),
        }
      }).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(attempt).toEqual({
      _tag: "Rejected",
      connectorId: solanaTestWalletId,
      message: "User rejected the request",
    })
    expect(state.status).toBe("disconnected")
    expect(ConnectionState.connectionsOf(state, "solana")).toEqual([])
  })
})

describe("Wallet.signMessage with a Solana wallet", () => {
  const signed = (message: string) =>
    Effect.gen(function* () {
      yield* (yield* Connections).connect(solanaTestWalletId)
      return yield* (yield* Wallet).signMessage(message)
    })

  it("signs the message's UTF-8 bytes with solana:signMessage; the base58 signature verifies with ed25519 for the account's public key", async () => {
    const { control } = registerSolanaTestWallet()
    const message = "Sign in to Foyer — é"
    const signature = await Effect.runPromise(
      signed(message).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    const bytes = base58.decode(signature)
    expect(bytes).toHaveLength(64)
    const publicKey = solanaTestPublicKeys[0]
    expect(publicKey).toBeDefined()
    expect(
      ed25519.verify(bytes, new TextEncoder().encode(message), publicKey ?? new Uint8Array()),
    ).toBe(true)
    expect(control.requests.at(-1)).toMatchObject({
      feature: "solana:signMessage",
      outcome: "approved",
    })
  })

  it("after the wallet's account change, signs with the account it changed to", async () => {
    const { control } = registerSolanaTestWallet()
    const second = control.addresses[1]
    const signature = await Effect.runPromise(
      Effect.gen(function* () {
        yield* (yield* Connections).connect(solanaTestWalletId)
        control.setAccount(1)
        yield* solanaConnectionWhen((connection) => connection?.accounts[0]?.address === second)
        return yield* (yield* Wallet).signMessage("now the other one")
      }).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode("now the other one"),
        solanaTestPublicKeys[1] ?? new Uint8Array(),
      ),
    ).toBe(true)
  })

  it("a refused signature is 'User rejected the request'", async () => {
    const { control } = registerSolanaTestWallet()
    control.setBehaviour("solana:signMessage", "reject")
    const error = await Effect.runPromise(
      Effect.flip(signed("hi")).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(error).toMatchObject({
      _tag: "UserRejectedRequestError",
      message: "User rejected the request",
    })
  })
})

describe("switching between Solana networks (the Solana adapter's switchNetwork)", () => {
  it("moves the connection to another configured Solana network the account supports, without asking the wallet", async () => {
    const { control } = registerSolanaTestWallet()
    const { connection, attempt } = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        yield* connections.switchNetwork(solana.caipNetworkId)
        return {
          connection: ConnectionState.connectionsOf(connections.store.getSnapshot(), "solana")[0],
          attempt: connections.switchAttempt.getSnapshot(),
        }
      }).pipe(Effect.provide(kitLayer(siteNetworks))),
    )
    expect(connection).toMatchObject({ chainId: solana.id, caipNetwork: solana })
    expect(attempt).toEqual({ _tag: "Idle" })
    expect(control.requests.map(({ feature }) => feature)).toEqual(["standard:connect"])
  })

  it("fails as a wallet that cannot switch does ('Chain switching is not supported by this wallet.') for a network the account does not support, and stays", async () => {
    registerSolanaTestWallet({ chains: [solanaDevnet.caipNetworkId, solana.caipNetworkId] })
    const { connection, attempt } = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        yield* connections.switchNetwork(solanaTestnet.caipNetworkId)
        return {
          connection: ConnectionState.connectionsOf(connections.store.getSnapshot(), "solana")[0],
          attempt: connections.switchAttempt.getSnapshot(),
        }
      }).pipe(Effect.provide(kitLayer([ethereum, solanaDevnet, solana, solanaTestnet]))),
    )
    expect(attempt).toEqual({
      _tag: "Failed",
      caipNetworkId: solanaTestnet.caipNetworkId,
      message: "Chain switching is not supported by this wallet.",
    })
    expect(connection).toMatchObject({ chainId: solanaDevnet.id, caipNetwork: solanaDevnet })
  })
})
