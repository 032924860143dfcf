import { Context, Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import {
  AccountState,
  Accounts,
  ActiveNetwork,
  Connections,
  Events,
  type FoyerEvent,
  foyerDevnet,
  foyerDevnet2,
  KernelConfig,
  type KernelEvent,
  KernelEvents,
  Messages,
  Modal,
  Networks,
  Wallet,
  type WalletCall,
} from "../core"
import { kernelServiceKeys } from "../core/plugins/extensionPoints"
import { Telemetry } from "../core/telemetry/Telemetry"
import { KernelTest, type KernelTestOptions } from "./KernelTest"

const devnet = foyerDevnet("http://127.0.0.1:8545")
const devnet2 = foyerDevnet2("http://127.0.0.1:8546")
const alice = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const runtimes: Array<ManagedRuntime.ManagedRuntime<unknown, unknown>> = []
afterEach(async () => {
  for (const runtime of runtimes.splice(0)) await runtime.dispose()
})

/** A runtime on the test kernel, disposed after the test. */
const kernel = (options: KernelTestOptions = {}) => {
  const runtime = ManagedRuntime.make(KernelTest.layer(options))
  runtimes.push(runtime as ManagedRuntime.ManagedRuntime<unknown, unknown>)
  return runtime
}

describe("KernelTest.layer", () => {
  it("gives every kernel service a plugin may use (all the kernel provides but Telemetry)", async () => {
    const context = await kernel().context()
    const given = new Set(context.mapUnsafe.keys())
    const kernelKeys = [...kernelServiceKeys].filter((key) => key !== Telemetry.key)
    expect(kernelKeys.filter((key) => !given.has(key))).toEqual([])
    expect(kernelKeys.length).toBeGreaterThanOrEqual(14)
  })

  it("by default: Ethereum active, nobody connected, the modal closed, the test project", async () => {
    const read = await kernel().runPromise(
      Effect.gen(function* () {
        return {
          network: (yield* (yield* Networks).active).caipNetworkId,
          account: (yield* Accounts).current.getSnapshot(),
          open: (yield* Modal).getSnapshot().open,
          projectId: (yield* KernelConfig).config.projectId,
          activeNetwork: yield* (yield* ActiveNetwork).caipNetworkId,
        }
      }),
    )
    expect(read).toEqual({
      network: "eip155:1",
      account: undefined,
      open: false,
      projectId: "test-project",
      activeNetwork: "eip155:1",
    })
  })

  it("connects the account given on the first network given, with its state, and tells its changes and refreshes as the kernel does", async () => {
    const told: Array<KernelEvent> = []
    let refreshed = 0
    const runtime = kernel({
      account: { address: alice, state: { balance: "2.5" } },
      networks: [devnet, devnet2],
      onRefresh: Effect.sync(() => refreshed++),
    })
    const current = await runtime.runPromise(
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const events = yield* KernelEvents
        events.subscribe((event) => told.push(event))
        yield* accounts.refresh
        const before = accounts.current.getSnapshot()
        const balance = accounts.store.getSnapshot().eip155?.balance
        accounts.store.update((state) => AccountState.resetAccount(state, "eip155"))
        return { before, balance }
      }),
    )
    expect(current).toEqual({
      before: { namespace: "eip155", address: alice, caipNetwork: devnet },
      balance: "2.5",
    })
    expect(refreshed).toBe(1)
    expect(told).toEqual([
      { _tag: "AccountRefreshed", caipNetworkId: devnet.caipNetworkId, address: alice },
      {
        _tag: "AccountChanged",
        previous: { namespace: "eip155", address: alice, caipNetwork: devnet },
        current: undefined,
      },
    ])
  })

  it("a network change tells NetworkChanged, then runs onNetworkChange awaited, as the kernel runs the network-change hooks", async () => {
    const order: Array<string> = []
    const runtime = kernel({
      networks: [devnet, devnet2],
      onNetworkChange: ({ network, previous }) =>
        Effect.sync(() =>
          order.push(`hook ${previous?.caipNetworkId} -> ${network.caipNetworkId}`),
        ),
    })
    await runtime.runPromise(
      Effect.gen(function* () {
        const events = yield* KernelEvents
        events.subscribe((event) => order.push(event._tag))
        const networks = yield* Networks
        yield* networks.change(devnet2)
        order.push("changed")
      }),
    )
    expect(order).toEqual([
      "NetworkChanged",
      `hook ${devnet.caipNetworkId} -> ${devnet2.caipNetworkId}`,
      "changed",
    ])
  })

  it("answers wallet requests as scripted, tells each call, and a request not scripted dies naming it", async () => {
    const calls: Array<WalletCall> = []
    const runtime = kernel({
      wallet: { signMessage: (message) => Effect.succeed(`0x${message.length}` as `0x${string}`) },
      onWalletCall: (call) => calls.push(call),
    })
    const signature = await runtime.runPromise(
      Effect.flatMap(Wallet, (wallet) => wallet.signMessage("hello")),
    )
    expect(signature).toBe("0x5")
    expect(calls).toEqual([{ method: "signMessage", args: ["hello"] }])
    await expect(
      runtime.runPromise(
        Effect.flatMap(Wallet, (wallet) => wallet.publicRequest("eth_chainId", [])),
      ),
    ).rejects.toThrow("Wallet.layerTest: publicRequest was called but not scripted")
  })

  it("knows the plugin's messages beside the kernel's, and hands the host's events to onEvent", async () => {
    const events: Array<FoyerEvent> = []
    const text = await kernel({
      messages: { "notes.title": "Notes" },
      onEvent: (event) => events.push(event),
    }).runPromise(
      Effect.gen(function* () {
        yield* (yield* Events).emit({ type: "MODAL_CLOSE" })
        const messages = yield* Messages
        return [messages.text("notes.title"), messages.text("switchNetwork.current", { name: "X" })]
      }),
    )
    expect(text).toEqual(["Notes", "You are on X."])
    expect(events).toEqual([{ type: "MODAL_CLOSE" }])
  })

  it("takes scripted connections in place of the kernel's idle ones", async () => {
    const currentWallet = Effect.succeed(undefined)
    const read = await kernel({ connections: { currentWallet } }).runPromise(
      Effect.map(Connections, (connections) => connections.currentWallet),
    )
    expect(read).toBe(currentWallet)
  })

  it("provides a plugin's layer built on it", async () => {
    class Greeter extends Context.Service<Greeter, { readonly greet: () => string }>()(
      "test/Greeter",
    ) {}
    const greeter = Layer.effect(
      Greeter,
      Effect.map(Accounts, (accounts) => ({
        greet: () => `hello ${accounts.current.getSnapshot()?.address ?? "nobody"}`,
      })),
    )
    const runtime = ManagedRuntime.make(
      greeter.pipe(Layer.provideMerge(KernelTest.layer({ account: { address: alice } }))),
    )
    runtimes.push(runtime as ManagedRuntime.ManagedRuntime<unknown, unknown>)
    expect(await runtime.runPromise(Effect.map(Greeter, (g) => g.greet()))).toBe(`hello ${alice}`)
  })
})
