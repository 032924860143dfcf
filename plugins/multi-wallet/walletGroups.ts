import type {
  AccountState,
  CaipNetwork,
  ChainNamespace,
  ConnectionState,
  ConnectorInfo,
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

/** A chain family's connected wallets, under its display name. */
export interface WalletGroup {
  readonly namespace: ChainNamespace
  readonly rows: ReadonlyArray<WalletRow>
}

/** What the list is drawn from: the kernel's stores, as the view reads them. */
export interface WalletGroupSources {
  readonly connections: ConnectionState.ConnectionState<CaipNetwork>
  readonly accounts: AccountState.AccountsState
  readonly connectors: ReadonlyArray<ConnectorInfo>
  /** The active network's family. */
  readonly activeChain: ChainNamespace | undefined
}

/**
 * Every connection grouped by chain family, the families in the kit's order (spec 3: eip155,
 * solana, polkadot, bip122…), each family's connections in the order they were made. A
 * family's current connection is named as its account slot shows it (the wallet as it
 * answered: a WalletConnect wallet's own name); the others as the connector list names them.
 * @example
 * walletGroups({ connections, accounts, connectors, activeChain: "eip155" })
 * // [{ namespace: "eip155", rows: [{ connectorId: "io.metamask", name: "MetaMask", current: true, … }] }]
 */
export const walletGroups = ({
  connections,
  accounts,
  connectors,
  activeChain,
}: WalletGroupSources): ReadonlyArray<WalletGroup> =>
  chainNamespaces.flatMap((namespace) => {
    const held = connections.connections[namespace] ?? []
    if (held.length === 0) return []
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
    return [{ namespace, rows }]
  })
