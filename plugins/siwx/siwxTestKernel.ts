import { Effect, Layer, ManagedRuntime, Schema } from "effect"
import { TestClock } from "effect/testing"
import { http } from "viem"
import {
  AccountState,
  Accounts,
  type CaipNetwork,
  type ConnectContext,
  type ConnectionsShape,
  type FoyerEvent,
  KernelEvents,
  lazyServiceLayer,
  Modal,
  memoryBackend,
  type NetworkChangeContext,
  Networks,
  type StorageBackend,
  type WalletShape,
} from "../../core"
import { type BuiltKernelTest, KernelTest } from "../../testing/KernelTest"
import { SiwxFlow } from "./SiwxFlow"
import { makeSiwxFlow } from "./SiwxFlowService"
import type { SiwxPage } from "./SiwxFlowShape"
import { SiwxPluginOptions, type SiwxPluginOptionsInput } from "./SiwxPluginOptions"
import { SiwxSessionStore } from "./SiwxSessionStore"
import { siwxStorageLayer } from "./SiwxStorage"
import siwxKit from "./siwxKit"
import { siwxLayer } from "./siwxLayer"

/**
 * The sign-in plugin's test kernel (not part of the plugin): the kit's layer and hooks on the
 * kernel's test kernel (`KernelTest`: real account, network and modal stores, real storage over
 * a backend a test may keep (a reload), an event log, the network-change hook run as the
 * kernel runs it), a scripted wallet whose node reads go to a real node per network (anvil),
 * the session store the options name (the page's storage, or a dApp's own storage), and a
 * connection service reduced to what the flow asks of it: switch network (the network store
 * moves, the network-change hook runs) and disconnect (the account empties, the modal closes,
 * `Disconnected` is told), each recorded.
 */

/** The page the test kernel's sign-ins come from. */
export const testPage: SiwxPage = {
  host: "app.foyer.test",
  href: "https://app.foyer.test/login",
}

/** How a test sets up the sign-in test kernel. */
export interface SiwxTestKernelOptions {
  /** The site's networks, the first active: the account is held in its namespace. */
  readonly networks: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>]
  /** The node of each network (its JSON-RPC URL). */
  readonly rpcUrl: (network: CaipNetwork) => string
  /** The connected address; none connected when undefined. */
  readonly address: string | undefined
  /** The wallet's answer to a sign request. */
  readonly signMessage: WalletShape["signMessage"]
  /** The kit's `siwx.required`. */
  readonly required?: boolean
  /** The page's storage; a fresh one by default (pass a previous kernel's for a reload). */
  readonly backend?: StorageBackend
  readonly options?: SiwxPluginOptionsInput
  /** Whether the wallet refuses to switch networks. */
  readonly refuseSwitch?: boolean
  /** The connected wallet's connector type (the account's wallet info); ANNOUNCED by default. */
  readonly connectorType?: ConnectContext["connectorType"]
  /** The kit's `features.emailCapture`. */
  readonly emailCapture?: boolean
  /** The kit's `signOutOnDisconnect` (true by default). */
  readonly signOutOnDisconnect?: boolean
}

/** Makes the sign-in test kernel (see the module's comment); `dispose` it after the test. */
export const makeSiwxTestKernel = (options: SiwxTestKernelOptions) => {
  const events: Array<FoyerEvent> = []
  const calls: Array<string> = []
  const backend = options.backend ?? memoryBackend()
  const hooks = siwxKit.hooks ?? {}
  let runtime: ManagedRuntime.ManagedRuntime<never, never> | undefined
  const onKit = <A>(effect: Effect.Effect<A, never, never>) =>
    Effect.promise(() => runtime!.runPromise(effect))

  // Set once the kernel is built: the scripted connections move its stores.
  let kernel: BuiltKernelTest | undefined
  const built = () => kernel as BuiltKernelTest
  const activeNetwork = () =>
    built().service(Networks).store.getSnapshot().activeCaipNetwork ?? options.networks[0]

  const wallet: Partial<WalletShape> = {
    signMessage: options.signMessage,
    publicRequest: (method, params) =>
      Effect.tryPromise({
        try: () =>
          http(options.rpcUrl(activeNetwork()))({}).request({ method, params: [...params] }),
        // The node's failure, as the kernel's reads report one (a wallet request error).
        catch: (cause) => cause as never,
      }),
  }

  const connections = {
    switchNetwork: (caipNetworkId: string) =>
      Effect.gen(function* () {
        calls.push(`switchNetwork ${caipNetworkId}`)
        if (options.refuseSwitch === true) return
        const target = options.networks.find((n) => n.caipNetworkId === caipNetworkId)
        if (target !== undefined) yield* built().service(Networks).change(target)
      }),
    disconnect: Effect.gen(function* () {
      calls.push("disconnect")
      const accounts = built().service(Accounts)
      const modal = built().service(Modal)
      const address = accounts.current.getSnapshot()?.address
      const namespace = activeNetwork().chainNamespace
      accounts.store.update((s) => AccountState.resetAccount(s, namespace))
      if (modal.getSnapshot().open) yield* modal.close
      yield* built().service(KernelEvents).publish({
        _tag: "Disconnected",
        connectorId: "test-wallet",
        namespace,
        address,
        remaining: 0,
      })
    }),
  } as unknown as ConnectionsShape

  kernel = KernelTest.build({
    networks: options.networks,
    config: {
      siwx: { required: options.required ?? false },
      features: { emailCapture: options.emailCapture ?? false },
      signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    },
    ...(options.address === undefined
      ? {}
      : {
          account: {
            address: options.address,
            namespace: options.networks[0].chainNamespace,
            state: {
              connectedWalletInfo: {
                name: "Test Wallet",
                type: options.connectorType ?? "ANNOUNCED",
              },
            },
          },
        }),
    onEvent: (event) => events.push(event),
    wallet,
    storage: backend,
    connections,
    // As the kernel's: the network changes, then the plugin's network-change hook runs.
    ...(hooks.networkChange === undefined
      ? {}
      : {
          onNetworkChange: (context: NetworkChangeContext) =>
            onKit(hooks.networkChange!(context) as Effect.Effect<void>),
        }),
  })
  const accounts = kernel.service(Accounts)
  const modal = kernel.service(Modal)
  const networks = kernel.service(Networks)

  const decoded = Schema.decodeUnknownSync(SiwxPluginOptions)(options.options ?? {})
  // The kit's layer, but for the page its sign-ins come from (a browser's location otherwise).
  const plugin = siwxLayer(
    lazyServiceLayer(SiwxFlow, () => Promise.resolve(makeSiwxFlow(decoded, () => testPage))),
    typeof decoded.storage === "object"
      ? siwxStorageLayer(decoded.storage)
      : SiwxSessionStore.layerLocal,
  )
  // The test clock: sign-ins are issued at the test's instant, and sessions expire as it moves.
  const layer = plugin.pipe(Layer.provideMerge(kernel.layer), Layer.provideMerge(TestClock.layer()))
  runtime = ManagedRuntime.make(layer) as unknown as ManagedRuntime.ManagedRuntime<never, never>
  const run = <A, E>(effect: Effect.Effect<A, E, unknown>): Promise<A> =>
    runtime!.runPromise(effect as Effect.Effect<A, E, never>)

  return {
    events,
    calls,
    backend,
    accounts,
    modal,
    networks,
    run,
    /** The flow (built on first ask, as the kit builds it). */
    flow: () => run(Effect.flatMap(Effect.service(SiwxFlow), (lazy) => lazy.get)),
    /** Runs the kit's connect hook "siwx" for a connection of `context`. */
    connect: (context: Partial<ConnectContext> = {}) => {
      const hook = hooks.connect?.find((h) => h.id === "siwx")
      const address = options.address ?? ""
      return run(
        hook!.run({
          connectorType: "ANNOUNCED",
          chainNamespace: activeNetwork().chainNamespace,
          caipNetworkId: activeNetwork().caipNetworkId,
          address,
          restored: false,
          ...context,
        }),
      )
    },
    /** What the kit's close guard of SIWXSignMessage answers now. */
    closeRefused: () => run(siwxKit.views!.SIWXSignMessage!.closeGuard!),
    /** The modal's current view, if open. */
    shown: () => {
      const state = modal.getSnapshot()
      return state.open ? state.router.history.at(-1)?.name : undefined
    },
    dispose: async () => {
      await runtime!.dispose()
      await built().dispose()
    },
  }
}
