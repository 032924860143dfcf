import { useId, useMemo, useState } from "react"
import type { ConnectorInfo, WalletEntry } from "../../core"
import { allWalletEntries } from "../../core/walletList/listWallets"
import { pushView } from "../plugin/runInKit"
import { useMessage } from "../plugin/useMessage"
import { ListButton } from "../primitives/ListButton"
import { list, label as rowLabel } from "../primitives/ListButton.css"
import { LogoImage } from "../primitives/LogoImage"
import { paragraph, stack } from "../primitives/Text.css"
import { connectWith, connectWithWalletConnectWallet } from "../shell/connectWith"
import { useStoreSelector } from "../state/useStoreSelector"
import { newToWallets, searchField, searchLabel } from "./AllWallets.css"
import type { FoyerViewProps } from "./FoyerViewProps"
import { walletLinkRow } from "./WalletConnectPairing.css"

const noConnectors: ReadonlyArray<ConnectorInfo> = []

/**
 * The AllWallets view: every wallet, alphabetically, with a labelled search field: the
 * discovered ones (a wallet of several chain families once, opening ConnectingMultiChain),
 * the dApp's own (`walletConnectWallets`) and the catalogue's (each opening
 * ConnectingWalletConnect: its QR code, or on a phone its deep link), none that
 * `excludeWalletIds` names. Under them, for a visitor with no wallet yet, "New to wallets?"
 * and where to get each one that has a download page.
 */
const AllWallets = ({ client }: FoyerViewProps) => {
  const message = useMessage()
  const connectors = useStoreSelector(client.stores.connectors, (s) => s, noConnectors)
  const [query, setQuery] = useState("")
  const inputId = useId()
  const shown = useMemo(
    () =>
      allWalletEntries(
        {
          connectors,
          walletConnectWallets: client.walletConnectWallets,
          listWalletConnectWallets: true,
          catalogue: client.walletCatalogue,
          excluded: client.excludedWallets,
        },
        query,
      ),
    [client, connectors, query],
  )
  const downloadable = client.linkableWallets.filter((wallet) => wallet.download !== undefined)
  const choose = (entry: WalletEntry) => {
    // A wallet of several chain families: the visitor picks the family there.
    if (entry.connectorIds !== undefined && entry.connectorIds.length > 1) {
      return void pushView(client, "ConnectingMultiChain", { connectorIds: entry.connectorIds })
    }
    if (entry.walletId !== undefined) {
      return void connectWithWalletConnectWallet(client, entry.walletId)
    }
    const connector = connectors.find((c) => c.id === entry.id)
    if (connector !== undefined) void connectWith(client, connector)
  }
  return (
    <div className={stack}>
      <label htmlFor={inputId} className={searchLabel}>
        {message("allWallets.search")}
      </label>
      <input
        id={inputId}
        className={searchField}
        type="search"
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className={paragraph} role="status">
          {message("allWallets.empty")}
        </p>
      ) : (
        <ul className={list} aria-label={message("allWallets.listLabel")}>
          {shown.map((row) => (
            <li key={row.key}>
              <ListButton label={row.name} icon={row.icon} onClick={() => choose(row)} />
            </li>
          ))}
        </ul>
      )}
      {downloadable.length === 0 ? null : (
        // For a visitor with no wallet yet: what one is, and where to get each wallet.
        <details className={newToWallets}>
          <summary>{message("allWallets.newToWallets")}</summary>
          <p className={paragraph}>{message("allWallets.whatIsAWallet")}</p>
          <ul className={list}>
            {downloadable.map((wallet) => (
              <li key={wallet.id}>
                <a
                  className={walletLinkRow}
                  href={wallet.download}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <LogoImage src={wallet.icon} name={wallet.name} shape="square" />
                  <span className={rowLabel}>
                    {message("allWallets.getWallet", { name: wallet.name })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}

export default AllWallets
