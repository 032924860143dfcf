import type { Effect, Stream } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { ConnectedWallet } from "../connectors/Connector"
import type { FlowError } from "../errors/FlowError"
import type { InternalError } from "../errors/InternalError"
import type { KitError } from "../errors/KitError"
import type { ReadableStore } from "../state/Store"
import type { RecentWallet } from "../storage/StorageKeys"
import type { ConnectAttempt } from "./ConnectAttempt"
import type { ConnectionState } from "./ConnectionState"
import type { InvalidConnectionStatusError } from "./InvalidConnectionStatusError"
import type { SwitchAttempt } from "./SwitchAttempt"

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
   * The modal closes once the wallet answers. Closing the modal while the wallet has not
   * answered fails it with FlowError 'Modal closed' (spec 8), see `modalClosed`.
   * `inCurrentView`: the current view shows this connect itself (a plugin's connecting view,
   * such as a social login's), so no connecting view is shown first.
   */
  readonly connect: (
    connectorId: string,
    options?: {
      readonly refresh?: boolean
      readonly data?: Readonly<Record<string, unknown>>
      readonly inCurrentView?: boolean
    },
  ) => Effect.Effect<void, InternalError | FlowError>
  /**
   * Starts `connect` and returns at once: the connect runs in the kit's scope (disposing the
   * kit stops it) and its outcome shows in the connecting view, as for `open({ walletId })`.
   */
  readonly startConnect: (connectorId: string) => Effect.Effect<void>
  /** Starts the pending or last failed connect again, fresh (an expired QR code's refresh). */
  readonly refresh: Effect.Effect<void, InternalError | FlowError>
  /** Disconnects the current connection (the next one becomes current). */
  readonly disconnect: Effect.Effect<void>
  /**
   * Disconnects the connection of `connectorId`, current or not, in every family that holds
   * it, asking the wallet to end its side (a list of several wallets disconnecting one).
   */
  readonly disconnectConnector: (connectorId: string) => Effect.Effect<void>
  /**
   * Switching a connection (spec 4): a connected or active connection of `namespace` becomes
   * current with `address` (its first account by default), and its family the active one; a
   * connector that holds no connection there starts its connect flow again; while the kit is
   * connecting or reconnecting it fails with 'Invalid connection status'.
   */
  readonly switchConnection: (
    namespace: ChainNamespace,
    connectorId: string,
    address?: string,
  ) => Effect.Effect<void, InvalidConnectionStatusError | InternalError | FlowError>
  /** Restores a stored session on page load. */
  readonly reconnect: Effect.Effect<void>
  /**
   * Switches network through the wallet when one is connected (4902 adds the chain; 4200 is
   * 'switch unsupported'), else in the kit alone. An id the site did not configure fails with
   * APKT001 'Network Not Found'.
   */
  readonly switchNetwork: (caipNetworkId: string) => Effect.Effect<void, KitError>
  /** The wallet of the current connection, if any. */
  readonly currentWallet: Effect.Effect<ConnectedWallet | undefined>
  /** Patches connection fields (a deep link the visitor followed). */
  readonly setFields: (patch: ConnectionFields) => void
  /**
   * The modal closed: a pending connect fails with 'Modal closed' and is dropped, unless its
   * connector keeps it across a close (a deep-link pairing on Telegram or iOS Safari). A prompt
   * the connector cannot withdraw (a browser wallet's) stays: the visitor may still approve it.
   */
  readonly modalClosed: Effect.Effect<void>
  /** Stops listening to wallets and drops a pending connect. */
  readonly dispose: Effect.Effect<void>
}
