import { Effect, Fiber, Result } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainAdaptersShape } from "../chains/ChainAdapters"
import { type ConnectedWallet, type Connector, sessionWallets } from "../connectors/Connector"
import type { ConnectorsShape } from "../connectors/Connectors"
import type { FlowError } from "../errors/FlowError"
import { InternalError } from "../errors/InternalError"
import type { EventsShape } from "../events/Events"
import type { ModalStore } from "../modal/ModalStore"
import { currentView } from "../modal/RouterState"
import type { ViewFlow } from "../modal/ViewFlow"
import type { View } from "../modal/ViewName"
import type { Store } from "../state/Store"
import { addRecentWallet } from "../storage/recentWallets"
import type { StorageShape } from "../storage/Storage"
import { Storage } from "../storage/Storage"
import type { RecentWallet } from "../storage/StorageKeys"
import { connectingViewOf } from "../walletList/walletConnectingView"
import {
  type ConnectionState,
  connectFailed,
  connectSucceeded,
  setConnectionFields,
  startConnecting,
} from "./ConnectionState"
import { connectFailure } from "./connectFailure"
import { familiesReady } from "./familiesReady"
import type { AttemptNumber, PendingConnect } from "./pendingConnect"
import type { ShowFocus } from "./showConnection"
import { walletConnection } from "./walletConnection"
import { walletNamespace as evm } from "./walletNamespace"

/** What a connect works with: Connections' stores, its pending connect and its held wallets. */
export interface ConnectEnvironment {
  readonly connection: Store<ConnectionState<CaipNetwork>>
  readonly recentWallets: Store<ReadonlyArray<RecentWallet>>
  readonly connectors: ConnectorsShape
  /** The chain adapters: a session's families' are loaded before it is held (familiesReady). */
  readonly adapters: ChainAdaptersShape
  /** The configured networks. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly modal: ModalStore
  readonly events: EventsShape
  readonly storage: StorageShape
  /** The flow of a view (its route), to know whether a connect was started from the connect flow. */
  readonly flowOf: (view: string) => ViewFlow | undefined
  /** Runs work on the kit's runtime, interrupted when the kit is disposed. */
  readonly fork: <E>(effect: Effect.Effect<void, E>) => Fiber.Fiber<void, E> | undefined
  /** The connect under way (one at a time) and where it stands for the views. */
  readonly pending: PendingConnect
  /** Holds a connected wallet and follows its session. */
  readonly listen: (wallet: ConnectedWallet, connector: Connector) => void
  /** Stores the session as the connection store now has it. */
  readonly persistSession: Effect.Effect<void>
  /** Shows the current connections in the account and network stores (see ShowFocus). */
  readonly showCurrent: (focus?: ShowFocus) => Effect.Effect<void>
  /** Tells a connection that is shown (`Connected`, the plugins' connect hooks). */
  readonly connected: (wallet: ConnectedWallet, restored: boolean) => void
}

/** Connections' connect: asks a connector for a wallet and makes what it answers the current connection. */
export type Connect = (
  connectorId: string,
  options?: {
    readonly refresh?: boolean
    readonly data?: Readonly<Record<string, unknown>>
    /** The current view shows this connect itself: no connecting view is pushed. */
    readonly inCurrentView?: boolean
  },
) => Effect.Effect<void, InternalError | FlowError>

// The modal's opening view with no adapters (spec 2): it shows and starts a pairing itself.
const basicPairingView = "ConnectingWalletConnectBasic"

/**
 * Makes the connect of the Connections service: from a connect call to a held connection, or
 * to the attempt `Rejected` / `Failed` (`connectFailed`, CONNECT_ERROR).
 *
 * - The connect flow decides its own views: a connect started on a wallet list shows the
 *   connector's `connectingView` (ConnectingExternal by default) with `{ connectorId, ...data }`;
 *   one started on a view that shows a connect itself (or with `inCurrentView`) leaves the
 *   modal where it is.
 * - A successful connect started from a connect-flow view closes the modal.
 * - A wallet whose session serves several families (`alsoIn`) connects in each of them at once,
 *   under one connector id; the active network follows the family it answered first.
 * - Connecting to the connector that is already current sends nothing to the wallet: the
 *   attempt ends `Failed` with the ConnectorAlreadyConnectedError message.
 * - An unknown connector id fails with `InternalError` 'Provider not found: <id>'.
 * - The attempt runs in the kit's scope: closing the modal rejects the caller with 'Modal
 *   closed' while a prompt the wallet keeps open may still be answered.
 * @example
 * const connect = makeConnect(environment)
 * yield* connect("io.metamask")
 */
export const makeConnect = (environment: ConnectEnvironment): Connect => {
  const { connection, connectors, modal, events, pending, fork } = environment
  const connectAttempt = pending.attempt

  /**
   * A wallet answered with accounts: the connection is added (in each family its session
   * serves), made current, stored and shown; the active network follows the family the wallet
   * answered first.
   */
  const establish = (wallet: ConnectedWallet, connector: Connector): Effect.Effect<void> =>
    Effect.gen(function* () {
      const connectorId = wallet.info.id
      const session = sessionWallets(wallet).filter((each) => each.accounts.length > 0)
      for (const each of session) environment.listen(each, connector)
      const recent: RecentWallet = {
        id: connectorId,
        name: wallet.info.name,
        ...(wallet.info.icon === undefined ? {} : { imageUrl: wallet.info.icon }),
      }
      connection.update((s) =>
        setConnectionFields(
          session.reduce(
            (next, each) =>
              connectSucceeded(next, each.namespace, walletConnection(environment.networks, each)),
            s,
          ),
          { recentWallet: recent },
        ),
      )
      connectAttempt.set({ _tag: "Idle" })
      const recentList = yield* Effect.provideService(
        addRecentWallet(recent),
        Storage,
        environment.storage,
      )
      environment.recentWallets.update(() => recentList)
      yield* environment.showCurrent({ _tag: "activate", namespace: wallet.namespace })
      // Closed once the account shows the connection: the connecting view is then left with an
      // account (a view's leave rule is for leaving it without one, before any connect), and
      // an embedded modal's close shows Account (spec 2).
      const state = modal.getSnapshot()
      if (state.open && environment.flowOf(currentView(state.router).name) === "connect") {
        yield* modal.close
      }
      // Stored once its family is the active one: the current wallet stored is that family's.
      yield* environment.persistSession
      yield* events.emit({
        type: "CONNECT_SUCCESS",
        connectorId,
        address: wallet.accounts[0] ?? "",
      })
      environment.connected(wallet, false)
    })

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
        Effect.flatMap(
          connector.connect({
            refresh,
            report: (progress) => {
              if (pending.isCurrent(mine)) {
                connection.update((s) => setConnectionFields(s, progress))
              }
            },
          }),
          (wallet) => familiesReady(environment.adapters, wallet),
        ),
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

  const connect: Connect = (connectorId, options = {}) =>
    Effect.gen(function* () {
      const connector = connectors.find(connectorId)
      if (connector === undefined) {
        return yield* new InternalError({ reason: "providerNotFound", detail: connectorId })
      }
      const refresh = options.refresh ?? false
      const shown = modal.getSnapshot()
      const from = currentView(shown.router).name
      const here = options.inCurrentView === true || showsConnect(from)
      if (shown.open && environment.flowOf(from) === "connect" && !here) {
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

  return connect
}
