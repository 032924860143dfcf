import type {
  AccountState,
  CaipNetwork,
  ChainNamespace,
  ConnectionState,
  ConnectorInfo,
  RecentWallet,
} from "../../core"
import { chainNamespaces } from "../../core"

/** One connected wallet of a chain family, as ProfileWallets lists it. */
export interface WalletRow {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  /** The wallet's name (untrusted text: render as text only). */
  readonly name: string
  /** The wallet's icon URL, if it has one. */
  readonly icon: string | undefined
  /** The connection's first account: the one a switch makes current. */
  readonly address: string | undefined
  /**
   * Whether it is the current connection (spec 3: a connector is "connected" when current,
   * "active" when connected but not current): the active family's current connection. Another
   * family's current connection is active until the visitor switches to it.
   */
  readonly current: boolean
}

/**
 * How a recent wallet connects again from the list: asked at once, the list staying (a browser
 * wallet); on its own connecting view, which starts the connect itself (a pairing's QR code);
 * or not at all, the connector list no longer having it (a wallet since uninstalled).
 */
export type ConnectAgain =
  | { readonly _tag: "InPlace" }
  | { readonly _tag: "OnView"; readonly view: string }
  | { readonly _tag: "NotInstalled" }

/** A wallet of a chain family that was connected and is not now (spec 3 `recentConnections`). */
export interface RecentRow {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  /** The wallet's name (untrusted text: render as text only). */
  readonly name: string
  /** The wallet's icon URL, if it has one. */
  readonly icon: string | undefined
  /** The first account the connection had. */
  readonly address: string | undefined
  readonly connectAgain: ConnectAgain
}

/** A chain family's connected wallets, then its recent ones, under its display name. */
export interface WalletGroup {
  readonly namespace: ChainNamespace
  readonly rows: ReadonlyArray<WalletRow>
  /** The family's recent wallets not connected now, the latest ended first. */
  readonly recent: ReadonlyArray<RecentRow>
}

/** What the list is drawn from: the kernel's stores, as the view reads them. */
export interface WalletGroupSources {
  readonly connections: ConnectionState.ConnectionState<CaipNetwork>
  readonly accounts: AccountState.AccountsState
  readonly connectors: ReadonlyArray<ConnectorInfo>
  /** The active network's family. */
  readonly activeChain: ChainNamespace | undefined
  /** The wallets used last (`Connections.recentWallets`): a recent wallet no longer listed is named by them. */
  readonly recentWallets: ReadonlyArray<RecentWallet>
}

/**
 * A row's key, held or recent: its family and connector (a wallet serving two families has a
 * row, and a connection, in each; connected again, a recent wallet's row keeps its key).
 */
export const rowKey = (row: Pick<WalletRow, "namespace" | "connectorId">): string =>
  `${row.namespace}:${row.connectorId}`

/** How `listed` (the connector list's entry, if any) connects again. */
const connectAgainOf = (listed: ConnectorInfo | undefined): ConnectAgain =>
  listed === undefined
    ? { _tag: "NotInstalled" }
    : listed.connectingView === undefined
      ? { _tag: "InPlace" }
      : { _tag: "OnView", view: listed.connectingView }

/**
 * Every connection grouped by chain family, the families in the kit's order (spec 3: eip155,
 * solana, polkadot, bip122…), each family's connections in the order they were made. A
 * family's current connection is named as its account slot shows it (the wallet as it
 * answered: a WalletConnect wallet's own name); the others as the connector list names them.
 * Then each family's recent connections (spec 3) not held now, named as the connector list
 * names them, else as the recent wallets remember them; a family with only recent ones is
 * listed too.
 * @example
 * walletGroups({ connections, accounts, connectors, activeChain: "eip155", recentWallets })
 * // [{ namespace: "eip155", rows: [{ connectorId: "io.metamask", name: "MetaMask", current: true, … }], recent: [] }]
 */
export const walletGroups = ({
  connections,
  accounts,
  connectors,
  activeChain,
  recentWallets,
}: WalletGroupSources): ReadonlyArray<WalletGroup> =>
  chainNamespaces.flatMap((namespace) => {
    const held = connections.connections[namespace] ?? []
    const ended = (connections.recentConnections[namespace] ?? []).filter(
      (connection) => !held.some((kept) => kept.connectorId === connection.connectorId),
    )
    if (held.length === 0 && ended.length === 0) return []
    const currentId = connections.currentConnectorIds[namespace]
    const rows = held.map((connection): WalletRow => {
      const familyCurrent = connection.connectorId === currentId
      const shown = familyCurrent ? accounts[namespace]?.connectedWalletInfo : undefined
      const listed = connectors.find((info) => info.id === connection.connectorId)
      return {
        namespace,
        connectorId: connection.connectorId,
        name: shown?.name ?? listed?.name ?? connection.connectorId,
        icon: shown === undefined ? listed?.icon : shown.icon,
        address: connection.accounts[0]?.address,
        current: familyCurrent && namespace === activeChain,
      }
    })
    const recent = ended.map((connection): RecentRow => {
      const listed = connectors.find((info) => info.id === connection.connectorId)
      const known = recentWallets.find((wallet) => wallet.id === connection.connectorId)
      return {
        namespace,
        connectorId: connection.connectorId,
        name: listed?.name ?? known?.name ?? connection.connectorId,
        icon: listed === undefined ? known?.imageUrl : listed.icon,
        address: connection.accounts[0]?.address,
        connectAgain: connectAgainOf(listed),
      }
    })
    return [{ namespace, rows, recent }]
  })
