import { Result } from "effect"
import type { AuthUser } from "../accounts/AccountState"
import type { AccountType } from "../chains/AccountType"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import { ConnectorAlreadyConnectedError } from "../errors/ConnectorAlreadyConnectedError"
import { ConnectorUnavailableReconnectingError } from "../errors/ConnectorUnavailableReconnectingError"
import type { NetworkRef } from "../networks/NetworkRef"
import type { Store } from "../state/Store"
import { createStore } from "../state/Store"
import type { SocialProvider } from "../validation/SocialProvider"

/** The kit's connection status (spec 3). */
export type ConnectionStatus = "connected" | "reconnecting" | "connecting" | "disconnected"

/** A connector's status (spec 3): connected is current, active is connected but not current. */
export type ConnectorStatus = "connected" | "active" | "disconnected"

/** One account of a connection. */
export interface ConnectionAccount {
  readonly address: string
  readonly type?: AccountType
}

/** How an embedded-wallet connection was made: email or a social provider. */
export interface ConnectionAuth {
  readonly name: "email" | SocialProvider
  readonly username?: string
  /** The embedded wallet's user (spec 3 Auth user), which the account shows as `user`. */
  readonly user?: AuthUser
}

/** A wallet connection (spec 3 Connection). */
export interface Connection<N extends NetworkRef = CaipNetwork> {
  readonly connectorId: string
  readonly accounts: ReadonlyArray<ConnectionAccount>
  /** The chain id as a number for EVM (hex ids are converted), else as given. */
  readonly chainId?: number | string
  readonly caipNetwork?: N
  /** Set for embedded-wallet connections. */
  readonly auth?: ConnectionAuth
}

/** A deep link a WalletConnect wallet was opened with. */
export interface WalletLink {
  readonly name: string
  readonly href: string
}

/** The wallet used last. */
export interface RecentWallet {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string
}

/** Connections by chain family. */
export type ConnectionsByNamespace<N extends NetworkRef = CaipNetwork> = Readonly<
  Partial<Record<ChainNamespace, ReadonlyArray<Connection<N>>>>
>

/** The connection state (spec 3): connections per family, the current one of each, WalletConnect state. */
export interface ConnectionState<N extends NetworkRef = CaipNetwork> {
  readonly connections: ConnectionsByNamespace<N>
  /** The current connector of each family; the others connected there are "active". */
  readonly currentConnectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
  readonly recentConnections: ConnectionsByNamespace<N>
  readonly status: ConnectionStatus
  readonly wcUri: string | undefined
  /** When the WalletConnect pairing expires (epoch ms). */
  readonly wcPairingExpiry: number | undefined
  readonly wcLinking: WalletLink | undefined
  readonly recentWallet: RecentWallet | undefined
  readonly wcError: boolean
  readonly buffering: boolean
  readonly isSwitchingConnection: boolean
}

/** No connections, disconnected. */
export const initialConnectionState: ConnectionState<never> = {
  connections: {},
  currentConnectorIds: {},
  recentConnections: {},
  status: "disconnected",
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcError: false,
  buffering: false,
  isSwitchingConnection: false,
}

/** The connections of `namespace`. */
export const connectionsOf = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
): ReadonlyArray<Connection<N>> => state.connections[namespace] ?? []

/** The current connection of `namespace`, if any. */
export const currentConnection = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
): Connection<N> | undefined => {
  const id = state.currentConnectorIds[namespace]
  return connectionsOf(state, namespace).find((connection) => connection.connectorId === id)
}

/** The families in which `connectorId` holds a connection (a WalletConnect session may serve several). */
export const familiesOf = <N extends NetworkRef>(
  state: ConnectionState<N>,
  connectorId: string,
): ReadonlyArray<ChainNamespace> =>
  (Object.keys(state.connections) as ReadonlyArray<ChainNamespace>).filter((namespace) =>
    connectionsOf(state, namespace).some((kept) => kept.connectorId === connectorId),
  )

/** How many connections every family holds together. */
export const connectionCount = <N extends NetworkRef>(state: ConnectionState<N>): number =>
  Object.values(state.connections).reduce((count, kept) => count + (kept?.length ?? 0), 0)

/** Whether some family has a current connection. */
export const hasCurrentConnection = <N extends NetworkRef>(state: ConnectionState<N>): boolean =>
  Object.keys(state.connections).some(
    (namespace) => currentConnection(state, namespace as ChainNamespace) !== undefined,
  )

/** A connector's status in `namespace`: connected (current), active (connected, not current) or disconnected. */
export const connectorStatus = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectorStatus => {
  if (!connectionsOf(state, namespace).some((c) => c.connectorId === connectorId)) {
    return "disconnected"
  }
  return state.currentConnectorIds[namespace] === connectorId ? "connected" : "active"
}

// The overall status follows the connections: connected while any family has a current one.
const settledStatus = <N extends NetworkRef>(state: ConnectionState<N>): ConnectionState<N> => ({
  ...state,
  status: hasCurrentConnection(state) ? "connected" : "disconnected",
})

/**
 * Starts a connect; connecting to the already-current connector of `namespace` is an error,
 * and so is connecting while a session is being restored (spec 8 wallet errors: unavailable
 * while reconnecting), which would otherwise race the restore for the current connection.
 */
export const startConnecting = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
  connectorId: string,
): Result.Result<
  ConnectionState<N>,
  ConnectorAlreadyConnectedError | ConnectorUnavailableReconnectingError
> =>
  state.status === "reconnecting"
    ? Result.fail(new ConnectorUnavailableReconnectingError({ connectorId }))
    : state.currentConnectorIds[namespace] === connectorId
      ? Result.fail(new ConnectorAlreadyConnectedError({ connectorId }))
      : Result.succeed({ ...state, status: "connecting" })

/** A connect succeeded: the connection is added (or refreshed) and becomes current. */
export const connectSucceeded = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
  connection: Connection<N>,
): ConnectionState<N> => {
  const existing = connectionsOf(state, namespace)
  const known = existing.some((c) => c.connectorId === connection.connectorId)
  const list = known
    ? existing.map((c) => (c.connectorId === connection.connectorId ? connection : c))
    : [...existing, connection]
  return {
    ...state,
    connections: { ...state.connections, [namespace]: list },
    // Connected again: no longer a recent connection of the family.
    recentConnections: withoutRecent(state.recentConnections, namespace, connection.connectorId),
    currentConnectorIds: { ...state.currentConnectorIds, [namespace]: connection.connectorId },
    status: "connected",
  }
}

/** A connect failed: back to connected if a current connection exists, else disconnected. */
export const connectFailed = <N extends NetworkRef>(
  state: ConnectionState<N>,
): ConnectionState<N> => settledStatus(state)

/** `recent` without `connectorId`'s entry in `namespace` (the family's list dropped when empty). */
const withoutRecent = <N extends NetworkRef>(
  recent: ConnectionsByNamespace<N>,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectionsByNamespace<N> => {
  const kept = (recent[namespace] ?? []).filter((c) => c.connectorId !== connectorId)
  if (kept.length === (recent[namespace] ?? []).length) return recent
  const { [namespace]: _list, ...others } = recent
  return kept.length === 0 ? others : { ...recent, [namespace]: kept }
}

/** The recent connections of `namespace` (spec 3), the latest ended first. */
export const recentConnectionsOf = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
): ReadonlyArray<Connection<N>> => state.recentConnections[namespace] ?? []

/**
 * Disconnect: removes the connection, which becomes the family's most recent connection (spec 3
 * `recentConnections`: the wallets a visitor had, to connect again); when it was current, the
 * next remaining one (the one after it, else the first) becomes current; disconnected when none
 * remain.
 */
export const disconnect = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectionState<N> => {
  const existing = connectionsOf(state, namespace)
  const index = existing.findIndex((c) => c.connectorId === connectorId)
  if (index === -1) return state
  const remaining = existing.filter((_, i) => i !== index)
  const wasCurrent = state.currentConnectorIds[namespace] === connectorId
  const next = remaining[index] ?? remaining[0]
  const { [namespace]: _removed, ...otherCurrent } = state.currentConnectorIds
  const currentConnectorIds = !wasCurrent
    ? state.currentConnectorIds
    : next === undefined
      ? otherCurrent
      : { ...state.currentConnectorIds, [namespace]: next.connectorId }
  const { [namespace]: _list, ...otherConnections } = state.connections
  const ended = existing[index]
  const recent = withoutRecent(state.recentConnections, namespace, connectorId)
  return settledStatus({
    ...state,
    connections:
      remaining.length === 0 ? otherConnections : { ...state.connections, [namespace]: remaining },
    currentConnectorIds,
    recentConnections:
      ended === undefined
        ? recent
        : { ...recent, [namespace]: [ended, ...(recent[namespace] ?? [])] },
  })
}

/**
 * The visitor chose a held connection (spec 4 switching a connection): it becomes `namespace`'s
 * current one, with `address` (one of its accounts) first. Unchanged when `connectorId` holds
 * no connection there or `address` is not one of its accounts.
 */
export const useConnection = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
  connectorId: string,
  address: string,
): ConnectionState<N> => {
  const chosen = connectionsOf(state, namespace).find((c) => c.connectorId === connectorId)
  const account = chosen?.accounts.find((a) => a.address === address)
  if (chosen === undefined || account === undefined) return state
  const updated = updateConnection(state, namespace, connectorId, (c) => ({
    ...c,
    accounts: [account, ...c.accounts.filter((a) => a !== account)],
  }))
  return {
    ...updated,
    currentConnectorIds: { ...updated.currentConnectorIds, [namespace]: connectorId },
  }
}

/** The wallet's accounts changed: an empty list disconnects the connector. */
export const accountsChanged = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
  connectorId: string,
  accounts: ReadonlyArray<ConnectionAccount>,
): ConnectionState<N> => {
  if (accounts.length === 0) return disconnect(state, namespace, connectorId)
  return updateConnection(state, namespace, connectorId, (c) => ({ ...c, accounts }))
}

/**
 * A chain id as the kit keeps it: hex (`0x89`) and decimal text (`137`) become the
 * number 137; other ids (a Solana genesis hash) stay text.
 */
export const normalizeChainId = (chainId: number | string): number | string => {
  if (typeof chainId === "number") return chainId
  if (/^0x[0-9a-f]+$/i.test(chainId)) return Number.parseInt(chainId, 16)
  if (/^\d+$/.test(chainId)) return Number(chainId)
  return chainId
}

/** The wallet's chain changed: the connection's chain id (hex converted) and network are updated. */
export const chainChanged = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
  connectorId: string,
  chainId: number | string,
  caipNetwork?: N,
): ConnectionState<N> =>
  updateConnection(state, namespace, connectorId, (c) => {
    const { caipNetwork: _previous, ...rest } = c
    const updated: Connection<N> = { ...rest, chainId: normalizeChainId(chainId) }
    return caipNetwork === undefined ? updated : { ...updated, caipNetwork }
  })

const updateConnection = <N extends NetworkRef>(
  state: ConnectionState<N>,
  namespace: ChainNamespace,
  connectorId: string,
  f: (connection: Connection<N>) => Connection<N>,
): ConnectionState<N> => {
  const existing = connectionsOf(state, namespace)
  if (!existing.some((c) => c.connectorId === connectorId)) return state
  return {
    ...state,
    connections: {
      ...state.connections,
      [namespace]: existing.map((c) => (c.connectorId === connectorId ? f(c) : c)),
    },
  }
}

/** A page restore begins: status reconnecting. */
export const startReconnecting = <N extends NetworkRef>(
  state: ConnectionState<N>,
): ConnectionState<N> => ({ ...state, status: "reconnecting" })

/** The connectors a reconnect tries, in order: the recent one first, then the other authorised ones. */
export const reconnectOrder = (
  recentConnectorId: string | undefined,
  authorisedConnectorIds: ReadonlyArray<string>,
): ReadonlyArray<string> =>
  recentConnectorId === undefined
    ? authorisedConnectorIds
    : [recentConnectorId, ...authorisedConnectorIds.filter((id) => id !== recentConnectorId)]

/** A connection a reconnect restored, with its family. */
export interface RestoredConnection<N extends NetworkRef = CaipNetwork> {
  readonly namespace: ChainNamespace
  readonly connection: Connection<N>
}

/**
 * A reconnect ended: connected with the restored connections if any succeeded (the
 * first of each family, tried first, is current), else disconnected with connections cleared.
 */
export const reconnectFinished = <N extends NetworkRef>(
  state: ConnectionState<N>,
  restored: ReadonlyArray<RestoredConnection<N>>,
): ConnectionState<N> => {
  if (restored.length === 0) {
    return { ...state, connections: {}, currentConnectorIds: {}, status: "disconnected" }
  }
  return restored.reduce<ConnectionState<N>>(
    (acc, { namespace, connection }) => {
      const added = connectSucceeded(acc, namespace, connection)
      const current = acc.currentConnectorIds[namespace] ?? connection.connectorId
      return {
        ...added,
        currentConnectorIds: { ...added.currentConnectorIds, [namespace]: current },
      }
    },
    { ...state, connections: {}, currentConnectorIds: {} },
  )
}

/** Merges WalletConnect and other flags (wcUri, wcPairingExpiry, wcLinking, wcError, buffering…). */
export const setConnectionFields = <N extends NetworkRef>(
  state: ConnectionState<N>,
  patch: Partial<
    Pick<
      ConnectionState<N>,
      | "wcUri"
      | "wcPairingExpiry"
      | "wcLinking"
      | "recentWallet"
      | "wcError"
      | "buffering"
      | "isSwitchingConnection"
      | "recentConnections"
    >
  >,
): ConnectionState<N> => ({ ...state, ...patch })

/** Makes a connection store. */
export const createConnectionStore = <N extends NetworkRef = CaipNetwork>(
  initial: ConnectionState<NoInfer<N>> = initialConnectionState,
): Store<ConnectionState<N>> => createStore(initial)
