import { Context, Effect, type Fiber, Layer, ManagedRuntime, Option } from "effect"
import { Accounts, makeAccounts } from "./accounts/Accounts"
import { ActiveNetwork, ProviderApi } from "./api/ProviderApi"
import { makeBalanceSources } from "./balances/BalanceSources"
import type { CaipNetwork } from "./chains/CaipNetwork"
import { type ConfigInvalidError, decodeResolvedConfig } from "./config/decodeConfig"
import { type Features, resolveFeatures } from "./config/Features"
import type { FoyerConfig, FoyerConfigInput } from "./config/FoyerConfig"
import { Connections, makeConnections } from "./connections/Connections"
import type { ConnectorEnvironment } from "./connectors/Connector"
import { Connectors, makeConnectors } from "./connectors/Connectors"
import { injectedConnectors } from "./connectors/injectedConnectors"
import { walletConnectConnectors } from "./connectors/walletConnect/walletConnectConnectors"
import type { KitError } from "./errors/KitError"
import { Events, makeEvents } from "./events/Events"
import { kernelMessageSources } from "./messages/kernelMessageSources"
import type { MessageIdDuplicateError } from "./messages/MessageIdDuplicateError"
import { Messages, makeMessages } from "./messages/Messages"
import { chooseLocale } from "./messages/matchLocale"
import { Modal } from "./modal/Modal"
import { makeNetworks, Networks } from "./networks/Networks"
import { type CoreRoute, coreRoutes } from "./plugins/coreViews"
import type { FoyerPlugin, ViewFlow, ViewRoute } from "./plugins/FoyerPlugin"
import { KernelConfig, type KernelServices } from "./plugins/KernelServices"
import type { PluginResolutionError } from "./plugins/PluginErrors"
import {
  featuresOfListedPlugins,
  isViewAvailable,
  type ResolvedPlugins,
  resolvePlugins,
} from "./plugins/resolvePlugins"
import { runConnectHooks } from "./plugins/runConnectHooks"
import { createAccountStore, setAccount } from "./state/AccountState"
import {
  createConnectionStore,
  initialConnectionState,
  startReconnecting,
} from "./state/ConnectionState"
import { applyActiveNetworkChange, planActiveNetworkChange } from "./state/changeActiveNetwork"
import { setActiveNetwork, setInitialized } from "./state/ModalState"
import { createModalStore, type ModalRoute } from "./state/ModalStore"
import { configuredNetworkState, createNetworkStore, type NetworkState } from "./state/NetworkState"
import { createStore, type Store } from "./state/Store"
import { createToastStore } from "./state/ToastState"
import { getRecentWallets } from "./storage/recentWallets"
import { Storage } from "./storage/Storage"
import { StorageKeys } from "./storage/StorageKeys"
import { analyticsBatchUrl } from "./telemetry/analyticsBatchUrl"
import { makeTelemetry, Telemetry } from "./telemetry/Telemetry"
import type { TelemetryPage } from "./telemetry/TelemetryPage"
import { Toasts } from "./toasts/Toasts"
import { makeWallet, Wallet } from "./wallet/Wallet"

/** The SDK type and version the kernel sends as `st` and `sv` with every blockchain API call. */
export const sdkType = "foyer"
/** See {@link sdkType}; follows the package version. */
export const sdkVersion = "foyer-js-0.1.0"

/** What a developer passes to Foyer: the configuration of spec 3 plus the plugins to enable. */
export type FoyerOptions = FoyerConfigInput & {
  readonly plugins?: ReadonlyArray<FoyerPlugin>
}

/** A view's route as the kernel holds it: who contributed it, and its effects bound to the kit. */
export interface Route {
  /** "core", or the id of the plugin that contributed the view. */
  readonly plugin: string
  /** The view's code; absent for core views (the UI draws those). */
  readonly load?: ViewRoute["load"]
  /** The message id of the modal's title while the view shows. */
  readonly title?: string
  readonly flow?: ViewFlow
  readonly usageLimited?: boolean
  readonly closeGuard?: () => boolean
  readonly onLeave?: Effect.Effect<void>
}

/** The built kernel: decoded config, resolved features and plugins, and one Effect runtime. */
export interface Kernel {
  readonly config: FoyerConfig
  readonly features: Features
  /** The configured networks, resolved against the catalogue; the default one first-class. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
  /** The kernel's state stores. */
  readonly stores: { readonly network: Store<NetworkState<CaipNetwork>> }
  readonly plugins: ResolvedPlugins
  /** Every view's route, by view name: the kernel's and the enabled plugins'. */
  readonly routes: ReadonlyMap<string, Route>
  /** One runtime holding the kernel services and every enabled plugin's services. */
  readonly runtime: ManagedRuntime.ManagedRuntime<KernelServices, never>
  /** Whether the page runs on a phone (AllWallets and deep links instead of a QR code). */
  readonly isMobile: boolean
  /** Whether the modal may show a view: the core set or an enabled plugin's. */
  readonly isViewAvailable: (view: string) => boolean
  /** Releases every service the runtime built and interrupts the kernel's work. */
  readonly dispose: () => Promise<void>
}

/** Any error the kernel can fail to start with. */
export type KernelStartError =
  | ConfigInvalidError
  | KitError
  | PluginResolutionError
  | MessageIdDuplicateError

/** What the kernel is built with beyond the developer's options: the page's facts, or test doubles. */
export interface KernelEnvironment extends ConnectorEnvironment {
  /** Features the provider sent for this project; they win over local ones. */
  readonly remoteFeatures?: Partial<Features>
  /** Where storage lives; the browser's localStorage (memory where absent) by default. */
  readonly storage?: Layer.Layer<Storage>
  /** Whether the page runs on a mobile device; guessed from the user agent by default. */
  readonly isMobile?: boolean
  /** The page telemetry reads and beacons from; the browser's by default. */
  readonly telemetryPage?: TelemetryPage
}

const guessMobile = (): boolean =>
  typeof navigator !== "undefined" && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)

// Browser wallets (EIP-1193) are EVM wallets: a stored session is an eip155 one.
const evm = "eip155"

/**
 * Builds the kernel: decodes the options (defaults of spec 9; bad options fail here,
 * naming the field), resolves features (remote features win) and plugins, makes every kernel
 * service (Connectors, Connections, Wallet, Accounts, Networks, Modal, Toasts, Messages,
 * Events), and one runtime from them plus the enabled plugins' layers.
 *
 * Nothing is sent to the network or to a wallet until an action runs; discovery only asks
 * browser wallets to announce themselves.
 */
export const makeKernel = (
  options: FoyerOptions,
  environment: KernelEnvironment = {},
): Effect.Effect<Kernel, KernelStartError> =>
  Effect.gen(function* () {
    const { plugins: listed = [], ...input } = options
    const { config, networks, defaultNetwork } = yield* decodeResolvedConfig(input)
    const features = resolveFeatures(
      config.features,
      featuresOfListedPlugins(listed, input.features),
      config.remoteFeatures,
      environment.remoteFeatures,
    )
    const plugins = yield* resolvePlugins(listed, features)
    const messages = yield* makeMessages(kernelMessageSources(plugins.plugins))
    // The configured language, else the browser's: its chunks load before the kit starts, so
    // the modal's first frame is already in it (a failed load starts in English).
    yield* messages.setLocale(chooseLocale(config.locale))
    const network = createNetworkStore<CaipNetwork>(
      configuredNetworkState(networks, defaultNetwork),
    )
    const storageLayer = environment.storage ?? Storage.layerBrowser
    const activeNetwork = Layer.succeed(ActiveNetwork, {
      caipNetworkId: Effect.sync(() => network.getSnapshot().activeCaipNetwork?.caipNetworkId),
    })
    const providerApi = ProviderApi.layer({
      apiUrl: config.endpoints.apiUrl,
      analyticsUrl: config.endpoints.analyticsUrl,
      projectId: config.projectId,
      sdkType: sdkType,
      sdkVersion: sdkVersion,
    }).pipe(Layer.provide(Layer.merge(storageLayer, activeNetwork)))
    const base = Layer.mergeAll(
      Layer.succeed(KernelConfig, { config, features, networks, defaultNetwork }),
      storageLayer,
      activeNetwork,
      providerApi,
    )

    // Work the services start runs detached; dispose interrupts whatever still runs.
    let disposed = false
    const fibers = new Set<Fiber.Fiber<unknown, unknown>>()
    const fork = <E>(effect: Effect.Effect<void, E>): Fiber.Fiber<void, E> | undefined => {
      if (disposed) return undefined
      const fiber = Effect.runFork(effect)
      fibers.add(fiber)
      fiber.addObserver(() => fibers.delete(fiber))
      return fiber
    }
    // Plugins' effects need the whole kit (their own services too): they run on its runtime.
    let runtime: ManagedRuntime.ManagedRuntime<KernelServices, never> | undefined
    const onKit = <A>(effect: Effect.Effect<A, never, KernelServices>, fallback: A) =>
      Effect.suspend(() =>
        runtime === undefined
          ? Effect.succeed(fallback)
          : Effect.promise(() => runtime!.runPromise(effect)),
      )
    const routes = new Map<string, Route>()
    for (const [name, route] of Object.entries(coreRoutes) as Array<[string, CoreRoute]>) {
      routes.set(name, { plugin: "core", ...route })
    }
    for (const [name, { plugin, route }] of plugins.views) {
      const { closeGuard, onLeave, ...meta } = route
      routes.set(name, {
        plugin,
        ...meta,
        ...(closeGuard === undefined
          ? {}
          : { closeGuard: () => runtime?.runSync(closeGuard) ?? false }),
        ...(onLeave === undefined ? {} : { onLeave: onKit(onLeave, undefined) }),
      })
    }
    const isMobile = environment.isMobile ?? guessMobile()
    const routeOf = (name: string): ModalRoute | undefined => routes.get(name)

    const services = Layer.effectContext(
      Effect.gen(function* () {
        const storage = yield* Storage
        const api = yield* ProviderApi
        const stored = yield* Effect.all({
          status: storage.get(StorageKeys.connectionStatus),
          walletId: storage.get(StorageKeys.walletId),
          networkId: storage.get(StorageKeys.activeCaipNetworkId),
          recent: Effect.provideService(getRecentWallets, Storage, storage),
        })
        const hasStoredSession =
          config.enableReconnect &&
          Option.getOrUndefined(stored.status) === "connected" &&
          Option.isSome(stored.walletId)
        const networkOptions = {
          enableNetworkSwitch: config.enableNetworkSwitch,
          allowUnsupportedChain: config.allowUnsupportedChain,
        }
        const storedNetworkId = Option.getOrUndefined(stored.networkId)
        const storedNetwork = networks.find((n) => n.caipNetworkId === storedNetworkId)
        if (storedNetwork !== undefined) {
          network.update((state) =>
            applyActiveNetworkChange(
              state,
              planActiveNetworkChange(state, storedNetwork, undefined, networkOptions),
            ),
          )
        }
        const connection = createConnectionStore<CaipNetwork>(
          hasStoredSession ? startReconnecting(initialConnectionState) : initialConnectionState,
        )
        const accountStore = createAccountStore(
          hasStoredSession ? setAccount({}, evm, { status: "reconnecting" }) : {},
        )
        const toast = createToastStore()
        const events = makeEvents()
        // Listens from the start, but keeps and sends nothing until the visitor consents.
        const telemetry = yield* makeTelemetry({
          enabled: features.analytics,
          consent: config.analyticsConsent,
          batchUrl: analyticsBatchUrl({
            analyticsUrl: config.endpoints.analyticsUrl,
            projectId: config.projectId,
            sdkType,
            sdkVersion,
          }),
          events,
          api,
          storage,
          address: () =>
            accountStore.getSnapshot()[network.getSnapshot().activeChain ?? evm]?.address,
          ...(environment.telemetryPage === undefined ? {} : { page: environment.telemetryPage }),
        })
        const isAccountConnected = () => {
          const chain = network.getSnapshot().activeChain ?? evm
          return accountStore.getSnapshot()[chain]?.address !== undefined
        }
        const modal = createModalStore({
          isViewAvailable: (view) => isViewAvailable(plugins, view),
          routeOf,
          context: () => ({
            accountConnected: isAccountConnected(),
            usageExceeded: false,
            embedded: config.embedded,
            hasAdapters: true,
            manualWalletConnectControl: false,
            isMobile,
          }),
        })
        const initial = network.getSnapshot()
        modal.update((state) =>
          setInitialized(
            setActiveNetwork(state, initial.activeChain, initial.activeCaipNetwork?.caipNetworkId),
          ),
        )
        // The connections are made after the accounts (they load them): the sources read the
        // current wallet when a balance loads, by then they exist.
        let made: { readonly connections: ReturnType<typeof makeConnections> } | undefined
        const accounts = makeAccounts({
          store: accountStore,
          network,
          api,
          toast,
          fork,
          storage,
          sources: makeBalanceSources({
            config,
            currentWallet: Effect.suspend(
              () => made?.connections.currentWallet ?? Effect.succeed(undefined),
            ),
          }),
          pendingTransactionsFilter: config.pendingTransactionsFilter,
        })
        const networksService = makeNetworks({
          store: network,
          networks,
          defaultNetwork,
          options: networkOptions,
          accounts: accountStore,
          modal,
          saveActiveNetworkId: (id) => storage.set(StorageKeys.activeCaipNetworkId, id),
          hooks: plugins.networkChangeHooks.map(
            (hook) => (context) => onKit(hook(context), undefined),
          ),
        })
        const { pairingSignIn } = plugins
        const connectors = makeConnectors(
          [walletConnectConnectors, injectedConnectors, ...plugins.connectors],
          {
            config,
            networks,
            environment,
            ...(pairingSignIn === undefined
              ? {}
              : {
                  pairingSignIn: {
                    request: (chains) => onKit(pairingSignIn.request(chains), undefined),
                    accept: (signed) => onKit(pairingSignIn.accept(signed), undefined),
                  },
                }),
          },
        )
        const connections = makeConnections({
          config,
          store: connection,
          recentWallets: createStore(stored.recent),
          connectors,
          accounts,
          networks: networksService,
          modal,
          events,
          storage,
          flowOf: (view) => routes.get(view)?.flow,
          fork,
          afterConnect: (context) =>
            runConnectHooks(plugins.connectHooks, context, (hook) => onKit(hook, undefined)),
        })
        made = { connections }
        const wallet = makeWallet({
          config,
          currentWallet: connections.currentWallet,
          activeNetwork: networksService.active,
        })
        // The modal's open and close reach the host page, the pending connect and the plugins.
        let wasOpen = modal.getSnapshot().open
        const stopModalEvents = modal.subscribe(() => {
          const state = modal.getSnapshot()
          if (state.open === wasOpen) return
          wasOpen = state.open
          if (!state.open) {
            fork(connections.modalClosed)
            for (const hook of plugins.closeHooks) fork(onKit(hook, undefined))
          }
          const view = state.router.history.at(-1)?.name ?? "Connect"
          fork(events.emit(state.open ? { type: "MODAL_OPEN", view } : { type: "MODAL_CLOSE" }))
        })
        yield* Effect.addFinalizer(() =>
          Effect.sync(() => {
            disposed = true
            stopModalEvents()
            connections.dispose()
            connectors.dispose()
            for (const fiber of fibers) fiber.interruptUnsafe()
          }),
        )
        return Context.make(Connectors, connectors).pipe(
          Context.add(Connections, connections),
          Context.add(Wallet, wallet),
          Context.add(Accounts, accounts),
          Context.add(Networks, networksService),
          Context.add(Modal, modal),
          Context.add(Toasts, toast),
          Context.add(Messages, messages),
          Context.add(Events, events),
          Context.add(Telemetry, telemetry),
        )
      }),
    )
    const core = Layer.provideMerge(services, base)
    const layer = Layer.provideMerge(Layer.mergeAll(Layer.empty, ...plugins.layers), core)
    runtime = ManagedRuntime.make(layer) as ManagedRuntime.ManagedRuntime<KernelServices, never>
    const built = runtime
    return {
      config,
      features,
      networks,
      defaultNetwork,
      stores: { network },
      plugins,
      routes,
      runtime: built,
      isMobile,
      isViewAvailable: (view) => isViewAvailable(plugins, view),
      dispose: () => built.dispose(),
    }
  })
