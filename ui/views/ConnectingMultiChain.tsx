import type {
  ChainNamespace,
  ConnectingMultiChainData,
  ConnectionState,
  ConnectorInfo,
} from "../../core"
import { useMessage } from "../plugin/useMessage"
import { ListButton } from "../primitives/ListButton"
import { list } from "../primitives/ListButton.css"
import { paragraph, stack, strong } from "../primitives/Text.css"
import { connectWith } from "../shell/connectWith"
import { useStoreSelector } from "../state/useStoreSelector"
import { wallet as walletStyle } from "./ConnectingMultiChain.css"
import type { FoyerViewProps } from "./FoyerViewProps"
import { WalletImage } from "./WalletImage"

const noConnectors: ReadonlyArray<ConnectorInfo> = []
type Connections = ConnectionState.ConnectionsByNamespace
type State = ConnectionState.ConnectionState

const noConnections: Connections = {}
const allConnectors = (connectors: ReadonlyArray<ConnectorInfo>) => connectors
const connectionsOf = (state: State) => state.connections

/** The connector ids in the view's data (`{ connectorIds }`), none if it has none. */
const connectorIdsOf = (data: unknown): ConnectingMultiChainData["connectorIds"] =>
  typeof data === "object" &&
  data !== null &&
  "connectorIds" in data &&
  Array.isArray(data.connectorIds)
    ? data.connectorIds.filter((id): id is string => typeof id === "string")
    : []

/** One family the wallet serves, through its connector there. */
interface Family {
  readonly namespace: ChainNamespace
  readonly connector: ConnectorInfo
  /** The visitor holds a connection with this wallet in this family (current or active). */
  readonly connected: boolean
}

/** The families of the wallet, in the data's order, each connector as the kit lists it now. */
const familiesOf = (
  connectorIds: ReadonlyArray<string>,
  connectors: ReadonlyArray<ConnectorInfo>,
  connections: Connections,
): ReadonlyArray<Family> =>
  connectorIds.flatMap((id) => {
    const connector = connectors.find((c) => c.id === id)
    // The kernel's rule: a connector connects in its first family.
    const namespace = connector?.chains[0]
    if (connector === undefined || namespace === undefined) return []
    const connected = connector.chains.some((family) =>
      (connections[family] ?? []).some((connection) => connection.connectorId === id),
    )
    return [{ namespace, connector, connected }]
  })

/**
 * The ConnectingMultiChain view (spec 2; issue 36 item 5): a wallet that serves several chain
 * families (Phantom on EVM and Solana), which the wallet lists show once. It shows the wallet's
 * image and name, then one row per family by the family's display name (spec 3), in the order
 * of its data (the kit's family order, EVM first). Picking a family connects that family's
 * connector: the kit pushes its connecting view (ConnectingExternal), and Back returns here. A
 * family the visitor already holds a connection in with this wallet is marked Connected and
 * is not asked again (connecting the current connector is an error, spec 4).
 */
const ConnectingMultiChain = ({ client, view }: FoyerViewProps) => {
  const message = useMessage()
  const connectors = useStoreSelector(client.stores.connectors, allConnectors, noConnectors)
  const connections = useStoreSelector(client.stores.connection, connectionsOf, noConnections)
  const families = familiesOf(connectorIdsOf(view.data), connectors, connections)
  const [first] = families
  if (first === undefined) {
    return (
      <p role="alert" className={paragraph}>
        {message("connectingMultiChain.unavailable")}
      </p>
    )
  }
  const icon = families.find((family) => family.connector.icon !== undefined)?.connector.icon
  return (
    <div className={stack}>
      <div className={walletStyle}>
        <WalletImage src={icon} />
        <p className={strong}>{first.connector.name}</p>
        <p className={paragraph}>{message("connectingMultiChain.prompt")}</p>
      </div>
      <ul className={list} aria-label={message("connectingMultiChain.chains")}>
        {families.map(({ namespace, connector, connected }) => (
          <li key={connector.id}>
            <ListButton
              label={message(`chain.${namespace}`)}
              tag={connected ? message("connectingMultiChain.connected") : undefined}
              // aria-disabled, not disabled: a disabled button drops the keyboard's focus.
              aria-disabled={connected ? true : undefined}
              onClick={() => {
                if (!connected) void connectWith(client, connector)
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

export default ConnectingMultiChain
