import { Effect, Fiber, Result } from "effect"
import type { AccountsShape } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { type ChainAdaptersShape, kernelChainAdapters } from "../chains/ChainAdapters"
import type { FoyerConfig } from "../config/FoyerConfig"
import { type ConnectedWallet, type Connector, sessionWallets } from "../connectors/Connector"
import type { ConnectorsShape } from "../connectors/Connectors"
import type { FlowError } from "../errors/FlowError"
import { InternalError } from "../errors/InternalError"
import type { EventsShape } from "../events/Events"
import type { KernelEventsShape } from "../events/KernelEvents"
import type { ModalStore } from "../modal/ModalStore"
import { currentView } from "../modal/RouterState"
import type { ViewFlow } from "../modal/ViewFlow"
import type { View } from "../modal/ViewName"
import type { NetworksShape } from "../networks/Networks"
import { createStore, type Store } from "../state/Store"
import { storeChanges } from "../state/storeChanges"
import { addRecentWallet } from "../storage/recentWallets"
import type { StorageShape } from "../storage/Storage"
import { Storage } from "../storage/Storage"
import type { RecentWallet } from "../storage/StorageKeys"
import { connectingViewOf } from "../walletList/walletConnectingView"
import { createAttemptStore } from "./attemptStore"
import type { ConnectContext } from "./ConnectContext"
import {
  type ConnectionState,
  connectFailed,
  connectionsOf,
  connectorStatus,
  connectSucceeded,
  currentConnection,
  familiesOf,
  setConnectionFields,
  startConnecting,
  useConnection,
} from "./ConnectionState"
import type { ConnectionsShape } from "./ConnectionsShape"
import { connectContextOf } from "./connectContextOf"
import { connectFailure } from "./connectFailure"
import { endConnection } from "./endConnection"
import { type FollowWalletEnvironment, followWallet } from "./followWallet"
import { makeHeldWallets } from "./heldWallets"
import { type AttemptNumber, makePendingConnect } from "./pendingConnect"
import { reconnect } from "./reconnect"
import type { SwitchAttempt } from "./SwitchAttempt"
import { type ShowFocus, showConnection } from "./showConnection"
import { storeSession } from "./storeSession"
import { switchConnectionAction } from "./switchConnection"
import { switchNetwork } from "./switchNetwork"
import { walletConnection } from "./walletConnection"
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

// The modal's opening view with no adapters (spec 2): it shows and starts a pairing itself.
const basicPairingView = "ConnectingWalletConnectBasic"

/**
 * Makes the Connections service: connect, reconnect, disconnect, network switching through
 * the wallet, session persistence, and the account and network stores kept in step.
 *
 * Decisions where the spec leaves a choice:
 * - The connect flow decides its own views: a connect started on a wallet list shows the
 *   connector's `connectingView` (ConnectingExternal by default) with `{ connectorId, ...data }`;
 *   one started on a view that shows a connect itself leaves the modal where it is.
 * - A successful connect started from a connect-flow view closes the modal; then the
 *   UnsupportedChain view opens if the wallet is on a network the site did not ask for.
 * - Connecting to the connector that is already current sends nothing to the wallet: the
 *   attempt ends `Failed` with the ConnectorAlreadyConnectedError message.
 * - An unknown connector id or network id fails (programmer errors): `InternalError`
 *   'Provider not found: <id>' and APKT001 'Network Not Found'.
 * - Closing the modal before the wallet answered fails the connect with 'Modal closed' (spec
 *   8). A pairing is dropped; a browser wallet's prompt, which the kit cannot withdraw, stays:
 *   if the visitor approves it after all, the kit connects (the stores and CONNECT_SUCCESS say
 *   so), and a second connect to that wallet waits for it rather than asking again.
 * - When the last connection goes, stored session keys are cleared, DISCONNECT_SUCCESS is
 *   emitted and an open modal closes; when another connection remains it becomes current.
 * - Reconnect waits for a stored wallet only until the end of one EIP-6963 request round,
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
  const withStorage = <A>(effect: Effect.Effect<A, never, Storage>): Effect.Effect<A> =>
    Effect.provideService(effect, Storage, storage)

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
  const connectionOf = (wallet: ConnectedWallet) => walletConnection(networks.networks, wallet)

  /**
   * A wallet answered with accounts: the connection is added (in each family its session
   * serves), made current, stored and shown; the active network follows the family the wallet
   * answered first.
   */
  const establish = (wallet: ConnectedWallet, connector: Connector): Effect.Effect<void> =>
    Effect.gen(function* () {
      const connectorId = wallet.info.id
      const session = sessionWallets(wallet).filter((each) => each.accounts.length > 0)
      for (const each of session) listen(each, connector)
      const recent: RecentWallet = {
        id: connectorId,
        name: wallet.info.name,
        ...(wallet.info.icon === undefined ? {} : { imageUrl: wallet.info.icon }),
      }
      connection.update((s) =>
        setConnectionFields(
          session.reduce(
            (next, each) => connectSucceeded(next, each.namespace, connectionOf(each)),
            s,
          ),
          { recentWallet: recent },
        ),
      )
      connectAttempt.set({ _tag: "Idle" })
      const recentList = yield* withStorage(addRecentWallet(recent))
      environment.recentWallets.update(() => recentList)
      const state = modal.getSnapshot()
      if (state.open && environment.flowOf(currentView(state.router).name) === "connect") {
        yield* modal.close
      }
      yield* showCurrent({ _tag: "activate", namespace: wallet.namespace })
      // Stored once its family is the active one: the current wallet stored is that family's.
      yield* persistSession
      yield* events.emit({
        type: "CONNECT_SUCCESS",
        connectorId,
        address: wallet.accounts[0] ?? "",
      })
      runConnectHooks(wallet, false)
    })

  /**
   * A connection is shown: after a connect, and after a restore on page load (`restored`). It
   * is told as `Connected`, then the plugins' work on it (sign-in, ...) is forked in the kit's
   * scope, so the connect is done whatever the hooks do.
   */
  const runConnectHooks = (wallet: ConnectedWallet, restored: boolean) => {
    const context = connectContextOf(wallet, networks.networks, restored)
    if (context === undefined) return
    const session = { ...context, connectorId: wallet.info.id }
    Effect.runSync(environment.kernelEvents.publish({ _tag: "Connected", session, restored }))
    if (environment.afterConnect !== undefined) fork(environment.afterConnect(context))
  }

  // A view that shows a connect itself (it starts or retries one): a connector's connecting
  // view, or the no-adapters pairing view the modal opens on (spec 2). A connect started there
  // stays there; one started on another connect-flow view (a wallet list) shows its own.
  const showsConnect = (view: string) =>
    view === basicPairingView ||
    connectors.store.getSnapshot().some((info) => connectingViewOf(info) === view)

  const fail = (connectorId: string, message: string, rejected: boolean) =>
    Effect.gen(function* () {
      connectAttempt.set(
        rejected
          ? { _tag: "Rejected", connectorId, message }
          : { _tag: "Failed", connectorId, message },
      )
      yield* events.emit({ type: "CONNECT_ERROR", connectorId, message })
    })

  /**
   * One connect attempt: asks the connector and applies its answer (connected, or the attempt
   * `Rejected` / `Failed`), unless a refresh replaced it or it was dropped meanwhile.
   */
  const attemptConnect = (
    connector: Connector,
    mine: AttemptNumber,
    refresh: boolean,
  ): Effect.Effect<void> =>
    Effect.gen(function* () {
      const connectorId = connector.info.id
      const outcome = yield* Effect.result(
        connector.connect({
          refresh,
          report: (progress) => {
            if (pending.isCurrent(mine)) connection.update((s) => setConnectionFields(s, progress))
          },
        }),
      )
      // Replaced by a refresh, or dropped: that one reports instead.
      if (!pending.isCurrent(mine)) return
      pending.settle()
      if (Result.isFailure(outcome) || outcome.success.accounts.length === 0) {
        const failure = connectFailure(Result.isFailure(outcome) ? outcome.failure : undefined)
        connection.update(connectFailed)
        return yield* fail(connectorId, failure.message, failure.rejected)
      }
      yield* establish(outcome.success, connector)
    })

  const connect = (
    connectorId: string,
    options: { readonly refresh?: boolean; readonly data?: Readonly<Record<string, unknown>> } = {},
  ): Effect.Effect<void, InternalError | FlowError> =>
    Effect.gen(function* () {
      const connector = connectors.find(connectorId)
      if (connector === undefined) {
        return yield* new InternalError({ reason: "providerNotFound", detail: connectorId })
      }
      const refresh = options.refresh ?? false
      const shown = modal.getSnapshot()
      const from = currentView(shown.router).name
      if (shown.open && environment.flowOf(from) === "connect" && !showsConnect(from)) {
        const view = connectingViewOf(connector.info)
        const data = { ...options.data, connectorId }
        yield* Effect.ignore(modal.push({ name: view, data } as View))
        // Spec 2: over its usage limit the plan shows UsageExceeded instead; nothing connects.
        if (currentView(modal.getSnapshot().router).name === "UsageExceeded") return
      }
      const samePending = pending.connector() === connector
      // The visitor chose another wallet: a pending one is no longer wanted.
      if (!samePending) pending.drop()
      if (samePending && !refresh && (connector.keepsPending?.() ?? true)) return
      // A wallet of several families is connecting in its first (WalletConnect: EVM).
      const family = connector.info.chains[0] ?? evm
      const started = startConnecting(connection.getSnapshot(), family, connectorId)
      if (Result.isFailure(started)) {
        return yield* fail(connectorId, started.failure.message, false)
      }
      const mine = pending.start(connector)
      connection.update(() => started.success)
      if (samePending && connector.cancel !== undefined) yield* connector.cancel
      // The attempt runs in the kit's scope, so that closing the modal can reject this caller
      // with 'Modal closed' while a prompt the wallet keeps open may still be answered.
      const running = fork(attemptConnect(connector, mine, refresh))
      if (running === undefined) return
      yield* Effect.raceFirst(Fiber.join(running), pending.closed(mine)).pipe(
        Effect.onInterrupt(() => Fiber.interrupt(running)),
      )
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
      networks: networks.networks,
      listen,
      persistSession,
      showCurrent,
      restored: (wallet) => runConnectHooks(wallet, true),
    }),
    switchNetwork: (caipNetworkId) =>
      switchNetwork(
        {
          networks,
          connection,
          switchAttempt,
          walletOf: (namespace) => held.currentOf(namespace)?.wallet,
          adapters: environment.adapters ?? kernelChainAdapters,
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
