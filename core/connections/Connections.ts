import { Context, Effect, type Fiber, Layer, type Stream } from "effect"
import { Accounts } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ConnectAttempt, SwitchAttempt } from "../client/FoyerClient"
import type { ConnectedWallet } from "../connectors/Connector"
import { Connectors } from "../connectors/Connectors"
import type { ChainNotConfiguredError } from "../errors/ChainNotConfiguredError"
import type { InternalError } from "../errors/InternalError"
import { Events } from "../events/Events"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import type { ViewFlow } from "../plugins/FoyerPlugin"
import { KernelConfig } from "../plugins/KernelServices"
import {
  type ConnectionState,
  createConnectionStore,
  initialConnectionState,
} from "../state/ConnectionState"
import { createStore, type ReadableStore } from "../state/Store"
import { Storage } from "../storage/Storage"
import type { RecentWallet } from "../storage/StorageKeys"
import { makeConnections } from "./makeConnections"

export { type ConnectionsEnvironment, makeConnections } from "./makeConnections"

/** Connection fields a view or connector may set (spec 3 connection state). */
export type ConnectionFields = Partial<
  Pick<
    ConnectionState<CaipNetwork>,
    "wcUri" | "wcPairingExpiry" | "wcLinking" | "recentWallet" | "wcError" | "buffering"
  >
>

/** The connections to wallets, per chain family: one source of truth for status (spec 4). */
export interface ConnectionsShape {
  readonly store: ReadableStore<ConnectionState<CaipNetwork>>
  /** The connection state as a stream: the current state, then each change. */
  readonly changes: Stream.Stream<ConnectionState<CaipNetwork>>
  /** Where a connect attempt is, for the connecting views. */
  readonly connectAttempt: ReadableStore<ConnectAttempt>
  /** Where a network switch is, for the SwitchNetwork view. */
  readonly switchAttempt: ReadableStore<SwitchAttempt>
  /** The wallets used last, newest first, at most 2. */
  readonly recentWallets: ReadableStore<ReadonlyArray<RecentWallet>>
  /**
   * Connects with a wallet. Started from a connect-flow view (a wallet list), the connector's
   * connecting view is shown first, with `data` and the `connectorId`; started from a view that
   * shows a connect itself (a connecting view, the no-adapters pairing view), the modal stays.
   * The modal closes once the wallet answers.
   */
  readonly connect: (
    connectorId: string,
    options?: { readonly refresh?: boolean; readonly data?: Readonly<Record<string, unknown>> },
  ) => Effect.Effect<void, InternalError>
  /** Starts the pending or last failed connect again, fresh (an expired QR code's refresh). */
  readonly refresh: Effect.Effect<void, InternalError>
  /** Disconnects the current connection (the next one becomes current). */
  readonly disconnect: Effect.Effect<void>
  /** Restores a stored session on page load. */
  readonly reconnect: Effect.Effect<void>
  /** Switches network through the wallet when one is connected (4902 adds the chain). */
  readonly switchNetwork: (caipNetworkId: string) => Effect.Effect<void, ChainNotConfiguredError>
  /** The wallet of the current connection, if any. */
  readonly currentWallet: Effect.Effect<ConnectedWallet | undefined>
  /** Patches connection fields (a deep link the visitor followed). */
  readonly setFields: (patch: ConnectionFields) => void
  /** The modal closed: a pending connect is dropped unless its connector keeps it. */
  readonly modalClosed: Effect.Effect<void>
  /** Stops listening to wallets and drops a pending connect. */
  readonly dispose: () => void
}

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
   *       Storage.layerMemory,
   *     ),
   *   ),
   *   Layer.provideMerge(Networks.layerTest([ethereum])),
   * )
   */
  static readonly layerTest = (
    options: { readonly flowOf?: (view: string) => ViewFlow | undefined } = {},
  ): Layer.Layer<
    Connections,
    never,
    KernelConfig | Connectors | Accounts | Networks | Modal | Events | Storage
  > =>
    Layer.effect(
      Connections,
      Effect.gen(function* () {
        const context = yield* Effect.context<never>()
        const fibers = new Set<Fiber.Fiber<void, unknown>>()
        const connections = makeConnections({
          config: (yield* KernelConfig).config,
          store: createConnectionStore<CaipNetwork>(initialConnectionState),
          recentWallets: createStore<ReadonlyArray<RecentWallet>>([]),
          connectors: yield* Connectors,
          accounts: yield* Accounts,
          networks: yield* Networks,
          modal: yield* Modal,
          events: yield* Events,
          storage: yield* Storage,
          flowOf: options.flowOf ?? (() => undefined),
          fork: (effect) => {
            const fiber = Effect.runForkWith(context)(effect)
            fibers.add(fiber)
            fiber.addObserver(() => fibers.delete(fiber))
            return fiber
          },
        })
        yield* Effect.addFinalizer(() =>
          Effect.sync(() => {
            connections.dispose()
            for (const fiber of fibers) fiber.interruptUnsafe()
          }),
        )
        return connections
      }),
    )
}
