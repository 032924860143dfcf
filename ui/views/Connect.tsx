import { useMemo } from "react"
import type { ConnectorGroup, ConnectorInfo, CoreMessageId } from "../../core"
import { useMessage } from "../plugin/useMessage"
import { useNavigate } from "../plugin/useNavigate"
import { useStore } from "../plugin/useStore"
import { Button } from "../primitives/Button"
import { ListButton } from "../primitives/ListButton"
import { list } from "../primitives/ListButton.css"
import { paragraph, stack } from "../primitives/Text.css"
import { connectWith } from "./connectWith"
import type { FoyerViewProps } from "./FoyerViewProps"
import { orderConnectors } from "./orderConnectors"
import { useRecentWalletIds } from "./useRecentWalletIds"

const tags: Readonly<Partial<Record<ConnectorGroup, CoreMessageId>>> = {
  walletConnect: "connect.tag.walletConnect",
  recent: "connect.tag.recent",
  injected: "connect.tag.injected",
}

const allConnectors = (connectors: ReadonlyArray<ConnectorInfo>) => connectors

/** The Connect view: the wallets in the spec's connector order, recent ones first-class. */
const Connect = ({ client }: FoyerViewProps) => {
  const message = useMessage()
  const navigate = useNavigate()
  const connectors = useStore(client.stores.connectors, allConnectors)
  const recentIds = useRecentWalletIds(client)
  const { features, config } = client.kernel
  const listed = useMemo(
    () =>
      orderConnectors(connectors, {
        order: features.connectorOrder,
        recentIds,
        featuredIds: config.featuredWalletIds,
      }),
    [connectors, recentIds, features.connectorOrder, config.featuredWalletIds],
  )
  const showAllWallets = features.allWallets && config.allWallets !== "HIDE"
  const tagOf = (group: ConnectorGroup) => {
    const id = tags[group]
    return id === undefined ? undefined : message(id)
  }
  return (
    <div className={stack}>
      {listed.length === 0 ? (
        <p className={paragraph}>{message("connect.noWallets")}</p>
      ) : (
        <ul className={list} aria-label={message("connect.walletsLabel")}>
          {listed.map(({ connector, group }) => (
            <li key={connector.id}>
              <ListButton
                label={connector.name}
                icon={connector.icon}
                tag={tagOf(group)}
                onClick={() => {
                  void connectWith(client, connector)
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {showAllWallets ? (
        <Button onClick={() => void navigate.push("AllWallets")}>
          {message("connect.allWallets")}
        </Button>
      ) : null}
    </div>
  )
}

export default Connect
