import { Effect, FiberSet, Layer } from "effect"
import { Accounts } from "./accounts/Accounts"
import { ActiveNetwork, ProviderApi } from "./api/ProviderApi"
import { sdkType, sdkVersion } from "./api/sdk"
import type { CaipNetwork } from "./chains/CaipNetwork"
import { ChainAdapters } from "./chains/ChainAdapters"
import type { Features } from "./config/Features"
import type { FoyerConfig } from "./config/FoyerConfig"
import { KernelConfig } from "./config/KernelConfig"
import { Connections } from "./connections/Connections"
import { CurrentWallet } from "./connections/CurrentWallet"
import type { ConnectorEnvironment } from "./connectors/Connector"
import { Connectors } from "./connectors/Connectors"
import { injectedConnectors } from "./connectors/injectedConnectors"
import { walletConnectConnectors } from "./connectors/walletConnect/walletConnectConnectors"
import { Events } from "./events/Events"
import { KernelEvents } from "./events/KernelEvents"
import { kernelMessageSources } from "./messages/kernelMessageSources"
import type { MessageIdDuplicateError } from "./messages/MessageIdDuplicateError"
import { Messages, makeMessages } from "./messages/Messages"
import { chooseLocale } from "./messages/matchLocale"
import { Modal } from "./modal/Modal"
import type { ModalRoute } from "./modal/ModalStore"
import type { ViewFlow } from "./modal/ViewFlow"
import {
  configuredNetworkState,
  createNetworkStore,
  type NetworkState,
} from "./networks/NetworkState"
import { NetworkStore } from "./networks/NetworkStore"
import { Networks } from "./networks/Networks"
import type { KernelServices } from "./plugins/KernelServices"
import { pluginHookListener } from "./plugins/pluginHookListener"
import { isViewAvailable, type ResolvedPlugins } from "./plugins/resolvePlugins"
import { runConnectHooks } from "./plugins/runConnectHooks"
import type { Store } from "./state/Store"
import type { Storage } from "./storage/Storage"
import { StoredSession } from "./storage/StoredSession"
import { Telemetry } from "./telemetry/Telemetry"
import type { TelemetryPage } from "./telemetry/TelemetryPage"
import { Toasts } from "./toasts/Toasts"
import { Wallet } from "./wallet/Wallet"

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

/**
 * Makes the kernel's services: Messages (in the configured or browser language, loaded before
 * the kit starts), the network store, and the layer of KernelConfig, Storage, ProviderApi,
 * ChainAdapters, Connectors, Connections, Wallet, Accounts, Networks, Modal, Toasts, Events, KernelEvents and
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
      ChainAdapters.layer(plugins.chainAdapters),
      Events.layer,
      KernelEvents.layer,
      Toasts.layer,
    )

    const { pairingSignIn } = plugins
    const connectors = Connectors.layer(
      [walletConnectConnectors, injectedConnectors, ...plugins.connectors],
      {
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
    const connections = Connections.layer({
      flowOf: (view) => routes.get(view)?.flow,
      afterConnect: (context) =>
        runConnectHooks(plugins.connectHooks, context, (hook) => onKit(hook, undefined)),
    })
    // The plugins' close, disconnect, account-change and network-change hooks follow the
    // kernel's events.
    const pluginHooks = Layer.effectDiscard(
      Effect.gen(function* () {
        const fork = yield* FiberSet.makeRuntime<never>()
        const stop = (yield* KernelEvents).subscribe(
          pluginHookListener(plugins, (work) => fork(onKit(work, undefined))),
        )
        yield* Effect.addFinalizer(() => Effect.sync(stop))
      }),
    )
    // Each service declares what it needs; Effect builds them in that order, and releasing
    // the kit releases them in the reverse one (connections before connectors, each ending
    // the work it started).
    const layer = Layer.mergeAll(
      Wallet.layer,
      pluginHooks,
      Telemetry.layer(environment.telemetryPage),
    ).pipe(
      Layer.provideMerge(connections),
      Layer.provideMerge(Layer.mergeAll(Networks.layer, connectors)),
      Layer.provideMerge(
        Modal.layer({
          isViewAvailable: (view) => isViewAvailable(plugins, view),
          routeOf: (name) => routes.get(name),
          isMobile,
        }),
      ),
      Layer.provideMerge(Accounts.layer),
      // What the services are made from, kept to the kernel (not plugin services).
      Layer.provide(
        Layer.merge(NetworkStore.layerRestored(network), CurrentWallet.layer).pipe(
          Layer.provideMerge(StoredSession.layer),
        ),
      ),
      Layer.provideMerge(base),
    )
    return { layer, network }
  })
