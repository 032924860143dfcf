import { Context, Effect, FiberSet, Layer } from "effect"
import { Accounts } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { ChainAdapters } from "../chains/ChainAdapters"
import { KernelConfig } from "../config/KernelConfig"
import type { ConnectedWallet } from "../connectors/Connector"
import { Connectors } from "../connectors/Connectors"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import type { ViewFlow } from "../modal/ViewFlow"
import { Networks } from "../networks/Networks"
import { createStore, type Store } from "../state/Store"
import { Storage } from "../storage/Storage"
import type { RecentWallet } from "../storage/StorageKeys"
import { StoredSession, type StoredSessionShape } from "../storage/StoredSession"
import type { ConnectContext } from "./ConnectContext"
import { createConnectionStore, initialConnectionState, startReconnecting } from "./ConnectionState"
import type { ConnectionsShape } from "./ConnectionsShape"
import { CurrentWallet } from "./CurrentWallet"
import { makeConnections } from "./makeConnections"

/** The connections to wallets, as a service. */
export class Connections extends Context.Service<Connections, ConnectionsShape>()(
  "foyer-kit/connections/Connections",
) {
  /**
   * The real Connections service over the other services a test provides (their test layers,
   * say), with nothing connected, no recent wallets and no stored session to restore. `flowOf`
   * says which views are connect-flow views (none by default). Work it starts runs on the
   * test's services (its clock) and is interrupted when the layer is released.
   * @example
   * const layer = Connections.layerTest().pipe(
   *   Layer.provideMerge(
   *     Layer.mergeAll(
   *       KernelConfig.layerTest(),
   *       Connectors.layerTest([connector]),
   *       Accounts.layerTest(),
   *       Modal.layerTest(),
   *       Events.layerTest(),
   *       KernelEvents.layer,
   *       Storage.layerMemory,
   *     ),
   *   ),
   *   Layer.provideMerge(Networks.layerTest([ethereum])),
   * )
   */
  static readonly layerTest = (
    options: { readonly flowOf?: (view: string) => ViewFlow | undefined } = {},
  ): Layer.Layer<Connections, never, ConnectionsNeeds> =>
    Layer.effect(
      Connections,
      connectionsOver(options, { restoring: false, recentWallets: [] }, undefined),
    )

  /**
   * The kernel's Connections: a stored session starts `reconnecting` (restored by `reconnect`),
   * the recent wallets are the stored ones, the current wallet is published to CurrentWallet.
   * `flowOf` says which views are connect-flow views; `afterConnect` runs the plugins' connect
   * hooks. A pending connect fails with 'Modal closed' when the modal closes (`ModalClosed`).
   */
  static readonly layer = (
    options: ConnectionsOptions,
  ): Layer.Layer<Connections, never, ConnectionsNeeds | StoredSession | CurrentWallet> =>
    Layer.effect(
      Connections,
      Effect.gen(function* () {
        const stored = yield* StoredSession
        return yield* connectionsOver(options, stored, yield* CurrentWallet)
      }),
    )
}

/** What the kit tells Connections beside its services. */
interface ConnectionsOptions {
  readonly flowOf?: (view: string) => ViewFlow | undefined
  readonly afterConnect?: (context: ConnectContext) => Effect.Effect<void>
}

/** The services Connections works with. */
type ConnectionsNeeds =
  | KernelConfig
  | ChainAdapters
  | Connectors
  | Accounts
  | Networks
  | Modal
  | Events
  | KernelEvents
  | Storage

/** The Connections service over the services it needs, from `stored`; ends with its scope. */
const connectionsOver = (
  options: ConnectionsOptions,
  stored: Pick<StoredSessionShape, "restoring" | "recentWallets">,
  currentWallet: Store<ConnectedWallet | undefined> | undefined,
) =>
  Effect.gen(function* () {
    const fork = yield* FiberSet.makeRuntime<never>()
    const kernelEvents = yield* KernelEvents
    const connections = makeConnections({
      config: (yield* KernelConfig).config,
      store: createConnectionStore<CaipNetwork>(
        stored.restoring ? startReconnecting(initialConnectionState) : initialConnectionState,
      ),
      recentWallets: createStore<ReadonlyArray<RecentWallet>>(stored.recentWallets),
      ...(currentWallet === undefined ? {} : { currentWallet }),
      connectors: yield* Connectors,
      adapters: yield* ChainAdapters,
      accounts: yield* Accounts,
      networks: yield* Networks,
      modal: yield* Modal,
      events: yield* Events,
      kernelEvents,
      storage: yield* Storage,
      flowOf: options.flowOf ?? (() => undefined),
      fork,
      ...(options.afterConnect === undefined ? {} : { afterConnect: options.afterConnect }),
    })
    const stop = kernelEvents.subscribe((event) => {
      if (event._tag === "ModalClosed") fork(connections.modalClosed)
    })
    // Runs before the scope interrupts the forked work: a pending connect is dropped.
    yield* Effect.addFinalizer(() => Effect.andThen(Effect.sync(stop), connections.dispose))
    return connections
  })
