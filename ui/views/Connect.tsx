import { useMemo } from "react"
import type { ConnectorInfo } from "../../core/client/FoyerClient"
import type { ConnectorGroup } from "../../core/config/Features"
import { pushView } from "../modal/runInKit"
import { Button } from "../primitives/Button"
import { ListButton } from "../primitives/ListButton"
import { list } from "../primitives/ListButton.css"
import { paragraph, stack } from "../primitives/Text.css"
import { useStoreSelector } from "../state/useStoreSelector"
import { connectWith } from "./connectWith"
import type { FoyerViewProps } from "./FoyerViewProps"
import { orderConnectors } from "./orderConnectors"
import { useRecentWalletIds } from "./useRecentWalletIds"

const noConnectors: ReadonlyArray<ConnectorInfo> = []

const tags: Readonly<Partial<Record<ConnectorGroup, string>>> = {
  walletConnect: "QR Code",
  recent: "Recent",
  injected: "Installed",
}

/** The Connect view: the wallets in the spec's connector order, recent ones first-class. */
const Connect = ({ client }: FoyerViewProps) => {
  const connectors = useStoreSelector(client.stores.connectors, (s) => s, noConnectors)
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
  return (
    <div className={stack}>
      {listed.length === 0 ? (
        <p className={paragraph}>
          No wallet found in this browser. Install a wallet extension, then open this window again.
        </p>
      ) : (
        <ul className={list} aria-label="Wallets">
          {listed.map(({ connector, group }) => (
            <li key={connector.id}>
              <ListButton
                label={connector.name}
                icon={connector.icon}
                tag={tags[group]}
                onClick={() => {
                  void connectWith(client, connector)
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {showAllWallets ? (
        <Button onClick={() => void pushView(client, { name: "AllWallets" })}>All Wallets</Button>
      ) : null}
    </div>
  )
}

export default Connect
