import { Context, Effect, FiberSet, Layer } from "effect"
import { Accounts } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { KernelConfig } from "../config/KernelConfig"
import { Connectors } from "../connectors/Connectors"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import type { ViewFlow } from "../modal/ViewFlow"
import { Networks } from "../networks/Networks"
import { createStore } from "../state/Store"
import { Storage } from "../storage/Storage"
import type { RecentWallet } from "../storage/StorageKeys"
import { createConnectionStore, initialConnectionState } from "./ConnectionState"
import type { ConnectionsShape } from "./ConnectionsShape"
import { makeConnections } from "./makeConnections"

export { type ConnectionsEnvironment, makeConnections } from "./makeConnections"

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
  ): Layer.Layer<
    Connections,
    never,
    KernelConfig | Connectors | Accounts | Networks | Modal | Events | KernelEvents | Storage
  > =>
    Layer.effect(
      Connections,
      Effect.gen(function* () {
        const fork = yield* FiberSet.makeRuntime<never>()
        const connections = makeConnections({
          config: (yield* KernelConfig).config,
          store: createConnectionStore<CaipNetwork>(initialConnectionState),
          recentWallets: createStore<ReadonlyArray<RecentWallet>>([]),
          connectors: yield* Connectors,
          accounts: yield* Accounts,
          networks: yield* Networks,
          modal: yield* Modal,
          events: yield* Events,
          kernelEvents: yield* KernelEvents,
          storage: yield* Storage,
          flowOf: options.flowOf ?? (() => undefined),
          fork,
        })
        yield* Effect.addFinalizer(() => connections.dispose)
        return connections
      }),
    )
}
