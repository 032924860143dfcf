import { Context, Effect, FiberSet, Layer, Option } from "effect"
import { createAccountStore, setAccount } from "./accounts/AccountState"
import { Accounts, makeAccounts } from "./accounts/Accounts"
import { makeBalanceSources } from "./accounts/balances/BalanceSources"
import { publishAccountChanges } from "./accounts/publishAccountChanges"
import { ActiveNetwork, ProviderApi } from "./api/ProviderApi"
import type { CaipNetwork } from "./chains/CaipNetwork"
import type { Features } from "./config/Features"
import type { FoyerConfig } from "./config/FoyerConfig"
import { KernelConfig } from "./config/KernelConfig"
import {
  createConnectionStore,
  initialConnectionState,
  startReconnecting,
} from "./connections/ConnectionState"
import { Connections, makeConnections } from "./connections/Connections"
import type { ConnectedWallet, ConnectorEnvironment } from "./connectors/Connector"
import { Connectors, makeConnectors } from "./connectors/Connectors"
import { injectedConnectors } from "./connectors/injectedConnectors"
import { walletConnectConnectors } from "./connectors/walletConnect/walletConnectConnectors"
import { Events } from "./events/Events"
import { KernelEvents } from "./events/KernelEvents"
import { kernelMessageSources } from "./messages/kernelMessageSources"
import type { MessageIdDuplicateError } from "./messages/MessageIdDuplicateError"
import { Messages, makeMessages } from "./messages/Messages"
import { chooseLocale } from "./messages/matchLocale"
import { Modal } from "./modal/Modal"
import { setActiveNetwork, setInitialized } from "./modal/ModalState"
import { createModalStore, type ModalRoute } from "./modal/ModalStore"
import type { ViewFlow } from "./modal/ViewFlow"
import { applyActiveNetworkChange, planActiveNetworkChange } from "./networks/changeActiveNetwork"
import {
  configuredNetworkState,
  createNetworkStore,
  type NetworkState,
} from "./networks/NetworkState"
import { makeNetworks, Networks } from "./networks/Networks"
import type { KernelServices } from "./plugins/KernelServices"
import { pluginHookListener } from "./plugins/pluginHookListener"
import { isViewAvailable, type ResolvedPlugins } from "./plugins/resolvePlugins"
import { runConnectHooks } from "./plugins/runConnectHooks"
import { createStore, type Store } from "./state/Store"
import { getRecentWallets } from "./storage/recentWallets"
import { Storage } from "./storage/Storage"
import { StorageKeys } from "./storage/StorageKeys"
import { analyticsBatchUrl } from "./telemetry/analyticsBatchUrl"
import { makeTelemetry, Telemetry } from "./telemetry/Telemetry"
import type { TelemetryPage } from "./telemetry/TelemetryPage"
import { Toasts } from "./toasts/Toasts"
import { Wallet } from "./wallet/Wallet"

/** The SDK type and version the kernel sends as `st` and `sv` with every blockchain API call. */
export const sdkType = "foyer"
/** See {@link sdkType}; follows the package version. */
export const sdkVersion = "foyer-js-0.1.0"

/** What the kernel's services are made from: the decoded kit, its routes and the page's facts. */
export interface KernelServicesEnvironment {
  readonly config: FoyerConfig
  readonly features: Features
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
  readonly plugins: ResolvedPlugins
  /** Every view's route, by view name: the modal store and the connect flow read it. */
  readonly routes: ReadonlyMap<string, ModalRoute & { readonly flow?: ViewFlow }>
  readonly isMobile: boolean
  /** Where storage lives. */
  readonly storage: Layer.Layer<Storage>
  /** The page telemetry reads and beacons from; the browser's when absent. */
  readonly telemetryPage?: TelemetryPage
  /** The page's facts and test doubles the connectors are built with. */
  readonly connectorEnvironment: ConnectorEnvironment
  /** Runs a plugin's effect on the whole kit's runtime; `fallback` before it exists. */
  readonly onKit: <A>(
    effect: Effect.Effect<A, never, KernelServices>,
    fallback: A,
  ) => Effect.Effect<A>
}

/** The kernel's services as one layer, and the network store the kernel hands out. */
export interface MadeKernelServices {
  /** Every kernel service (and Telemetry); its finalizer interrupts the work they started. */
  readonly layer: Layer.Layer<KernelServices | Telemetry>
  readonly network: Store<NetworkState<CaipNetwork>>
}

// Browser wallets (EIP-1193) are EVM wallets: a stored session is an eip155 one.
const evm = "eip155"

/**
 * Makes the kernel's services: Messages (in the configured or browser language, loaded before
 * the kit starts), the network store, and the layer of KernelConfig, Storage, ProviderApi,
 * Connectors, Connections, Wallet, Accounts, Networks, Modal, Toasts, Events, KernelEvents and
 * Telemetry.
 * The layer reads the stored session when the runtime builds it.
 */
export const makeKernelServices = (
  environment: KernelServicesEnvironment,
): Effect.Effect<MadeKernelServices, MessageIdDuplicateError> =>
  Effect.gen(function* () {
    const { config, features, networks, defaultNetwork, plugins, routes, isMobile, onKit } =
      environment
    const messages = yield* makeMessages(kernelMessageSources(plugins.plugins))
    // The configured language, else the browser's: its chunks load before the kit starts, so
    // the modal's first frame is already in it (a failed load starts in English).
    yield* messages.setLocale(chooseLocale(config.locale))
    const network = createNetworkStore<CaipNetwork>(
      configuredNetworkState(networks, defaultNetwork),
    )
    const storageLayer = environment.storage
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
      Layer.succeed(Messages, messages),
      Events.layer,
      KernelEvents.layer,
      Toasts.layer,
    )

    const routeOf = (name: string): ModalRoute | undefined => routes.get(name)

    const services = Layer.effectContext(
      Effect.gen(function* () {
        const storage = yield* Storage
        const api = yield* ProviderApi
        const toast = yield* Toasts
        const events = yield* Events
        const kernelEvents = yield* KernelEvents
        // Work the services start from callbacks (a wallet's event, the modal closing) runs in
        // the kernel's scope: disposing the kit interrupts it, and nothing starts afterwards.
        const fork = yield* FiberSet.makeRuntime<never>()
        const scope = yield* Effect.scope
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
        const isAccountConnected = () => {
          const chain = network.getSnapshot().activeChain ?? evm
          return accountStore.getSnapshot()[chain]?.address !== undefined
        }
        const modal = createModalStore({
          scope,
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
        // The wallet of the current connection, which Connections keeps and the balance sources
        // read (a wallet's own asset list): the connections load the accounts, so they are made
        // after them, and this store is what both are made with.
        const currentWallet = createStore<ConnectedWallet | undefined>(undefined)
        const accounts = makeAccounts({
          store: accountStore,
          network,
          api,
          toast,
          fork,
          scope,
          storage,
          sources: makeBalanceSources({
            config,
            currentWallet: Effect.sync(currentWallet.getSnapshot),
          }),
          pendingTransactionsFilter: config.pendingTransactionsFilter,
          events: kernelEvents,
        })
        const networksService = makeNetworks({
          store: network,
          networks,
          defaultNetwork,
          options: networkOptions,
          accounts: accountStore,
          modal,
          saveActiveNetworkId: (id) => storage.set(StorageKeys.activeCaipNetworkId, id),
          events: kernelEvents,
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
            environment: environment.connectorEnvironment,
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
          currentWallet,
          connectors,
          accounts,
          networks: networksService,
          modal,
          events,
          kernelEvents,
          storage,
          flowOf: (view) => routes.get(view)?.flow,
          fork,
          afterConnect: (context) =>
            runConnectHooks(plugins.connectHooks, context, (hook) => onKit(hook, undefined)),
        })
        // The plugins' close, disconnect and account-change hooks follow the kernel's events.
        const stopHooks = kernelEvents.subscribe(
          pluginHookListener(plugins, (work) => fork(onKit(work, undefined))),
        )
        const stopAccountChanges = publishAccountChanges(accounts.current, kernelEvents)
        // The modal's open and close reach the host page, the pending connect and the plugins.
        let wasOpen = modal.getSnapshot().open
        const stopModalEvents = modal.subscribe(() => {
          const state = modal.getSnapshot()
          if (state.open === wasOpen) return
          wasOpen = state.open
          if (!state.open) fork(connections.modalClosed)
          const view = state.router.history.at(-1)?.name ?? "Connect"
          Effect.runSync(
            kernelEvents.publish(
              state.open ? { _tag: "ModalOpened", view } : { _tag: "ModalClosed" },
            ),
          )
          fork(events.emit(state.open ? { type: "MODAL_OPEN", view } : { type: "MODAL_CLOSE" }))
        })
        // Runs before the scope interrupts the forked work: a pending connect is dropped and the
        // connectors stop, each to its end.
        yield* Effect.addFinalizer(() =>
          Effect.suspend(() => {
            stopModalEvents()
            stopAccountChanges()
            stopHooks()
            return Effect.andThen(connections.dispose, connectors.dispose)
          }),
        )
        return Context.make(Connectors, connectors).pipe(
          Context.add(Connections, connections),
          Context.add(Accounts, accounts),
          Context.add(Networks, networksService),
          Context.add(Modal, modal),
        )
      }),
    )
    // Listens from the start (the host page's events), but keeps and sends nothing until the
    // visitor consents. The address it reports is the account of the active family.
    const telemetry = Layer.effect(
      Telemetry,
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const networksService = yield* Networks
        return yield* makeTelemetry({
          enabled: features.analytics,
          consent: config.analyticsConsent,
          batchUrl: analyticsBatchUrl({
            analyticsUrl: config.endpoints.analyticsUrl,
            projectId: config.projectId,
            sdkType,
            sdkVersion,
          }),
          events: yield* Events,
          api: yield* ProviderApi,
          storage: yield* Storage,
          address: () =>
            accounts.store.getSnapshot()[networksService.store.getSnapshot().activeChain ?? evm]
              ?.address,
          ...(environment.telemetryPage === undefined ? {} : { page: environment.telemetryPage }),
        })
      }),
    )
    const layer = Layer.mergeAll(Wallet.layer, telemetry).pipe(
      Layer.provideMerge(services),
      Layer.provideMerge(base),
    )
    return { layer, network }
  })
