import { Effect, type Fiber, Result } from "effect"
import type { AccountsShape } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { type ChainAdaptersShape, kernelChainAdapters } from "../chains/ChainAdapters"
import type { FoyerConfig } from "../config/FoyerConfig"
import type { ConnectedWallet, Connector } from "../connectors/Connector"
import type { ConnectorsShape } from "../connectors/Connectors"
import type { EventsShape } from "../events/Events"
import type { KernelEventsShape } from "../events/KernelEvents"
import type { ModalStore } from "../modal/ModalStore"
import type { ViewFlow } from "../modal/ViewFlow"
import type { NetworksShape } from "../networks/Networks"
import { createStore, type Store } from "../state/Store"
import { storeChanges } from "../state/storeChanges"
import type { StorageShape } from "../storage/Storage"
import type { RecentWallet } from "../storage/StorageKeys"
import { createAttemptStore } from "./attemptStore"
import type { ConnectContext } from "./ConnectContext"
import {
  type ConnectionState,
  connectionsOf,
  connectorStatus,
  currentConnection,
  familiesOf,
  setConnectionFields,
  useConnection,
} from "./ConnectionState"
import type { ConnectionsShape } from "./ConnectionsShape"
import { endConnection } from "./endConnection"
import { type FollowWalletEnvironment, followWallet } from "./followWallet"
import { makeHeldWallets } from "./heldWallets"
import { makeConnect } from "./makeConnect"
import { makePendingConnect } from "./pendingConnect"
import { reconnect } from "./reconnect"
import type { SwitchAttempt } from "./SwitchAttempt"
import { type ShowFocus, showConnection } from "./showConnection"
import { storeSession } from "./storeSession"
import { switchConnectionAction } from "./switchConnection"
import { switchNetwork } from "./switchNetwork"
import { tellConnected } from "./tellConnected"
import { walletNamespace as evm } from "./walletNamespace"

/** What the Connections service is made from. */
export interface ConnectionsEnvironment {
  readonly config: FoyerConfig
  readonly store: Store<ConnectionState<CaipNetwork>>
  readonly recentWallets: Store<ReadonlyArray<RecentWallet>>
  /**
   * Where the current connection's wallet is kept for those made before the connections (the
   * balance sources); a store of its own by default.
   */
  readonly currentWallet?: Store<ConnectedWallet | undefined>
  readonly connectors: ConnectorsShape
  /** How each chain family's wallets are asked (network switches); the kernel's (EVM) when absent. */
  readonly adapters?: ChainAdaptersShape
  readonly accounts: AccountsShape
  readonly networks: NetworksShape
  readonly modal: ModalStore
  readonly events: EventsShape
  /** Where each connect, restore and disconnect is told (`Connected`, `Disconnected`). */
  readonly kernelEvents: KernelEventsShape
  readonly storage: StorageShape
  /** The flow of a view (its route), to know whether a connect was started from the connect flow. */
  readonly flowOf: (view: string) => ViewFlow | undefined
  /** Runs work on the kit's runtime, interrupted when the kit is disposed. */
  readonly fork: <E>(effect: Effect.Effect<void, E>) => Fiber.Fiber<void, E> | undefined
  /** Work after a connect succeeded (the plugins' connect hooks); run in the kit's scope, never fails. */
  readonly afterConnect?: (context: ConnectContext) => Effect.Effect<void>
}

/**
 * Makes the Connections service: connect, reconnect, disconnect, network switching through
 * the wallet, session persistence, and the account and network stores kept in step.
 *
 * Decisions where the spec leaves a choice (the connect's own are with `makeConnect`):
 * - A successful connect started from a connect-flow view closes the modal; then the
 *   UnsupportedChain view opens if the wallet is on a network the site did not ask for.
 * - An unknown network id fails (a programmer error): APKT001 'Network Not Found'.
 * - Closing the modal before the wallet answered fails the connect with 'Modal closed' (spec
 *   8). A pairing is dropped; a browser wallet's prompt, which the kit cannot withdraw, stays:
 *   if the visitor approves it after all, the kit connects (the stores and CONNECT_SUCCESS say
 *   so), and a second connect to that wallet waits for it rather than asking again.
 * - When the last connection goes, stored session keys are cleared, DISCONNECT_SUCCESS is
 *   emitted and an open modal closes; when another connection remains it becomes current.
 * - A restore on page load waits for a stored wallet only until the end of one EIP-6963 round,
 *   then asks it `eth_accounts` (no prompt).
 */
export const makeConnections = (environment: ConnectionsEnvironment): ConnectionsShape => {
  const {
    config,
    store: connection,
    connectors,
    accounts,
    networks,
    modal,
    events,
    storage,
  } = environment
  const { fork } = environment
  const switchAttempt = createAttemptStore<SwitchAttempt>({ _tag: "Idle" })

  // The active network's family is the one whose connection is current.
  const activeNamespace = () => networks.store.getSnapshot().activeChain
  const held = makeHeldWallets(
    connection,
    environment.currentWallet ?? createStore<ConnectedWallet | undefined>(undefined),
    activeNamespace,
  )
  // Each connect has a number; an answer for a replaced or dropped connect is ignored.
  const pending = makePendingConnect(connection, fork)
  const connectAttempt = pending.attempt

  const persistSession: Effect.Effect<void> = Effect.suspend(() =>
    storeSession(
      storage,
      connection.getSnapshot(),
      (id) => held.get(id)?.wallet.info.name,
      activeNamespace(),
    ),
  )

  const showCurrent = (focus?: ShowFocus): Effect.Effect<void> =>
    Effect.suspend(() =>
      showConnection({
        state: connection.getSnapshot(),
        infoOf: (connectorId) => held.get(connectorId)?.wallet.info,
        accounts,
        networks,
        focus,
        // The wallet the kit asks is the active family's, once the active network is settled.
        settled: held.publishCurrent,
      }),
    )

  // What following a wallet and ending a connection work with.
  const wallets: FollowWalletEnvironment = {
    connection,
    held,
    networks: networks.networks,
    fork,
    modal,
    events,
    kernelEvents: environment.kernelEvents,
    persistSession,
    showCurrent,
  }
  const listen = (wallet: ConnectedWallet, connector: Connector) =>
    followWallet(wallets, wallet, connector)

  const connected = (wallet: ConnectedWallet, restored: boolean) =>
    tellConnected(
      {
        networks: networks.networks,
        kernelEvents: environment.kernelEvents,
        fork,
        afterConnect: environment.afterConnect,
      },
      wallet,
      restored,
    )
  const adapters = environment.adapters ?? kernelChainAdapters
  const connect = makeConnect({
    connection,
    adapters,
    recentWallets: environment.recentWallets,
    connectors,
    networks: networks.networks,
    modal,
    events,
    storage,
    flowOf: environment.flowOf,
    fork,
    pending,
    listen,
    persistSession,
    showCurrent,
    connected,
  })

  return {
    store: connection,
    changes: storeChanges(connection),
    connectAttempt,
    switchAttempt,
    recentWallets: environment.recentWallets,
    connect,
    startConnect: (connectorId) =>
      Effect.sync(() => {
        fork(Effect.ignore(connect(connectorId)))
      }),
    // The pending connect, else the last one that failed (a rejected pairing's "Try again").
    refresh: Effect.suspend(() => {
      const attempt = connectAttempt.getSnapshot()
      const id =
        pending.connector()?.info.id ?? (attempt._tag === "Idle" ? undefined : attempt.connectorId)
      return id === undefined ? Effect.void : connect(id, { refresh: true })
    }),
    disconnect: Effect.suspend(() => {
      const current = currentConnection(connection.getSnapshot(), activeNamespace() ?? evm)
      return current === undefined
        ? Effect.void
        : endConnection(wallets, current.connectorId, { revoke: true })
    }),
    disconnectConnector: (connectorId) =>
      Effect.suspend(() =>
        held.get(connectorId) === undefined &&
        familiesOf(connection.getSnapshot(), connectorId).length === 0
          ? Effect.void
          : endConnection(wallets, connectorId, { revoke: true }),
      ),
    switchConnection: (namespace, connectorId, address) =>
      Effect.gen(function* () {
        const state = connection.getSnapshot()
        const kept = connectionsOf(state, namespace).find((c) => c.connectorId === connectorId)
        const busy = state.status === "connecting" || state.status === "reconnecting"
        const status = busy ? state.status : connectorStatus(state, namespace, connectorId)
        const type = connectors.find(connectorId)?.info.type
        const action = switchConnectionAction(
          status,
          kept ?? { connectorId, accounts: [] },
          address ?? kept?.accounts[0]?.address ?? "",
          type,
        )
        if (Result.isFailure(action)) return yield* action.failure
        const chosen = action.success
        if (chosen._tag === "StartFlow") return yield* connect(connectorId)
        connection.update((s) => useConnection(s, namespace, connectorId, chosen.address))
        yield* showCurrent({ _tag: "activate", namespace })
        yield* persistSession
      }),
    reconnect: reconnect({
      config,
      storage,
      connection,
      accounts,
      connectors,
      adapters,
      networks: networks.networks,
      listen,
      persistSession,
      showCurrent,
      restored: (wallet) => connected(wallet, true),
      activeNamespace,
    }),
    switchNetwork: (caipNetworkId) =>
      switchNetwork(
        {
          networks,
          connection,
          switchAttempt,
          walletOf: (namespace) => held.currentOf(namespace)?.wallet,
          adapters,
          modal,
          events,
          persistSession,
          showCurrent,
        },
        caipNetworkId,
      ),
    currentWallet: Effect.sync(() => held.current()?.wallet),
    setFields: (patch) => connection.update((s) => setConnectionFields(s, patch)),
    modalClosed: Effect.sync(pending.modalClosed),
    dispose: Effect.suspend(() => {
      const cancel = pending.end() ?? Effect.void
      held.releaseAll()
      return cancel
    }),
  }
}
