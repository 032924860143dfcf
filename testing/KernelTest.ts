import { Context, Effect, Exit, Layer, Scope } from "effect"
import type { Hash } from "viem"
import {
  type AccountState,
  Accounts,
  ActiveNetwork,
  type CaipNetwork,
  type ChainAdapter,
  ChainAdapters,
  type ChainNamespace,
  type ConfigInvalidError,
  Connections,
  type ConnectionsShape,
  Connectors,
  Events,
  ethereum,
  type FoyerConfigInput,
  type FoyerEvent,
  KernelConfig,
  KernelEvents,
  type KernelServices,
  type KitError,
  type MessageCatalogue,
  type MessageIdDuplicateError,
  Messages,
  Modal,
  type ModalContext,
  memoryBackend,
  type NetworkChangeContext,
  Networks,
  ProviderApi,
  type ProviderApiShape,
  Storage,
  type StorageBackend,
  sdkType,
  sdkVersion,
  Toasts,
  Wallet,
  type WalletCall,
  type WalletShape,
} from "../core"

/** Nothing listens here: a provider API call a test did not point anywhere fails at once. */
const noProviderApi = "http://127.0.0.1:9"

/** What a test kernel is made of; every field has a default. */
export interface KernelTestOptions {
  /** Chain adapters besides the kernel's EVM one (a plugin's own family). */
  readonly chainAdapters?: ReadonlyArray<ChainAdapter>
  /**
   * The connected account on the active network: its address (EVM unless `namespace` says
   * otherwise) and any other field of its state (a balance, tokens, a profile). None by default.
   */
  readonly account?: {
    readonly address: string
    readonly namespace?: ChainNamespace
    readonly state?: Partial<AccountState.AccountState>
  }
  /**
   * The networks the Networks service holds, the first active (Ethereum by default); the
   * configuration's own (`config.networks`) are what KernelConfig decodes.
   */
  readonly networks?: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>]
  /** The kit's options besides the networks (decoded as the kernel decodes them). */
  readonly config?: Partial<FoyerConfigInput>
  /**
   * The wallet's answers, by method; a method not given dies naming itself. `onWalletCall`
   * hears every call, in order.
   */
  readonly wallet?: Partial<WalletShape>
  readonly onWalletCall?: (call: WalletCall) => void
  /** The provider API: its base URL (the sandbox's, say), or a whole stand-in. */
  readonly api?: string | ProviderApiShape
  /** The plugin's English messages, beside the kernel's. */
  readonly messages?: MessageCatalogue
  /** What the modal knows of the page (an account connected, mobile, …). */
  readonly modal?: Partial<ModalContext>
  /** The page's local storage (a previous page's, for a reload); a fresh one by default. */
  readonly storage?: StorageBackend
  /** Hears every event the host page would. */
  readonly onEvent?: (event: FoyerEvent) => void
  /** Runs after each `Accounts.refresh` (which also tells `AccountRefreshed`). */
  readonly onRefresh?: Effect.Effect<void>
  /** Runs for each `Accounts.refreshAfter(hash)`, in place of the refresh it is otherwise. */
  readonly onRefreshAfter?: (hash: Hash) => Effect.Effect<void>
  /**
   * Runs after each change of the active network, awaited, as the kernel runs the plugins'
   * network-change hooks (after telling `NetworkChanged`).
   */
  readonly onNetworkChange?: (context: NetworkChangeContext) => Effect.Effect<void>
  /**
   * The connections, when a test scripts them (the wallet a plugin reads as connected, say);
   * the kernel's own, idle, by default.
   */
  readonly connections?: Partial<ConnectionsShape>
}

/**
 * The Networks test double, which also tells `NetworkChanged` and runs `onNetworkChange` after
 * a change, as the kernel's Networks does.
 */
const networksLayer = (options: KernelTestOptions) =>
  Layer.effect(
    Networks,
    Effect.gen(function* () {
      const base = yield* Networks
      const events = yield* KernelEvents
      return {
        ...base,
        change: (network: CaipNetwork) =>
          Effect.gen(function* () {
            const previous = base.store.getSnapshot().activeCaipNetwork
            yield* base.change(network)
            if (previous?.caipNetworkId !== network.caipNetworkId) {
              yield* events.publish({ _tag: "NetworkChanged", network, previous })
            }
            if (options.onNetworkChange !== undefined) {
              yield* options.onNetworkChange({ network, previous })
            }
          }),
      }
    }),
  ).pipe(
    // The store comes along (the accounts read it); this Networks replaces the one it wraps.
    Layer.provideMerge(Networks.layerTest(options.networks ?? [ethereum])),
  )

/** What Accounts.layerTest is given for `options`. */
const accountOptions = (options: KernelTestOptions) => {
  const account = options.account
  return {
    ...(account === undefined
      ? {}
      : {
          address: account.address,
          ...(account.namespace === undefined ? {} : { namespace: account.namespace }),
          ...(account.state === undefined ? {} : { account: account.state }),
        }),
    ...(options.onRefresh === undefined ? {} : { onRefresh: options.onRefresh }),
    ...(options.onRefreshAfter === undefined ? {} : { onRefreshAfter: options.onRefreshAfter }),
  }
}

/**
 * One test kernel for every plugin: each kernel service's test layer, over real stores, and
 * the kernel's own event stream (account changes and refreshes are told as the kernel tells
 * them). Provide it once (a `ManagedRuntime`, or `Layer.build`) so the test reads the stores
 * the plugin writes.
 */
export const KernelTest = {
  /**
   * Every kernel service a plugin may use, made of test doubles and real stores as the
   * options say.
   * @example
   * const runtime = ManagedRuntime.make(
   *   GreetingService.layer({ text: "Hello" }).pipe(
   *     Layer.provideMerge(KernelTest.layer({ account: { address: "0x5290…9EE7" }, messages: en })),
   *   ),
   * )
   * await runtime.runPromise(Effect.flatMap(GreetingService, (greeting) => greeting.wave))
   */
  layer: (
    options: KernelTestOptions = {},
  ): Layer.Layer<KernelServices, ConfigInvalidError | KitError | MessageIdDuplicateError> => {
    const base = Layer.mergeAll(
      networksLayer(options).pipe(Layer.provideMerge(KernelEvents.layer)),
      Storage.layer(options.storage ?? memoryBackend()),
      KernelConfig.layerTest(options.config ?? {}),
      Messages.layerTest(options.messages ?? {}),
      Events.layerTest(options.onEvent),
      Toasts.layerTest,
      Modal.layerTest({
        accountConnected: options.account !== undefined,
        ...options.modal,
      }),
      Wallet.layerTest(options.wallet ?? {}, options.onWalletCall),
      Connectors.layerTest([]),
      ChainAdapters.layer(options.chainAdapters),
    )
    const activeNetwork = Layer.effect(
      ActiveNetwork,
      Effect.map(Networks, (service) => ({
        caipNetworkId: Effect.map(service.active, (network) => network.caipNetworkId),
      })),
    )
    const api =
      typeof options.api === "object"
        ? Layer.succeed(ProviderApi, options.api)
        : ProviderApi.layer({
            apiUrl: options.api ?? noProviderApi,
            analyticsUrl: options.api ?? noProviderApi,
            projectId: "test-project",
            sdkType,
            sdkVersion,
          }).pipe(Layer.provide(activeNetwork))
    const accounts = Accounts.layerTest(accountOptions(options))
    const connections =
      options.connections === undefined
        ? Connections.layerTest()
        : Layer.succeed(Connections, options.connections as ConnectionsShape)
    return Layer.mergeAll(connections, api, activeNetwork).pipe(
      Layer.provideMerge(accounts),
      Layer.provideMerge(base),
    )
  },

  /**
   * The test kernel built once, now, in a scope of its own, with `plugin` (a plugin's layer, or
   * part of it) built on it there: `layer` provides those very services (their stores are the
   * ones `service` gives the test), and `dispose` closes the scope as the kit's dispose would.
   * @example
   * const kernel = KernelTest.build({ account: { address: "0x7099…79C8" } }, Notes.layer)
   * const accounts = kernel.service(Accounts)
   * await Effect.runPromise(Effect.provide(Effect.flatMap(Notes, (notes) => notes.save), kernel.layer))
   */
  build: <A = never>(
    options: KernelTestOptions = {},
    plugin?: Layer.Layer<A, never, KernelServices>,
  ): BuiltKernelTest<A> => {
    const scope = Scope.makeUnsafe()
    const kernel = KernelTest.layer(options)
    const whole = (
      plugin === undefined ? kernel : Layer.provideMerge(plugin, kernel)
    ) as Layer.Layer<KernelServices | A, ConfigInvalidError | KitError | MessageIdDuplicateError>
    const context = Effect.runSync(Layer.buildWithScope(whole, scope))
    return {
      layer: Layer.succeedContext(context),
      service: (tag) => Context.get(context, tag),
      dispose: () => Effect.runPromise(Scope.close(scope, Exit.void)),
    }
  },
}

/** A test kernel built once, with a plugin's services `A` (see {@link KernelTest.build}). */
export interface BuiltKernelTest<A = never> {
  /** Provides the built services. */
  readonly layer: Layer.Layer<KernelServices | A>
  /** One of the built services. */
  readonly service: <I extends KernelServices | A, S>(tag: Context.Key<I, S>) => S
  /** Closes the kernel's scope: what its services listen to stops. */
  readonly dispose: () => Promise<void>
}
