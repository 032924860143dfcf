import { useId, useMemo, useState } from "react"
import type { ConnectorInfo } from "../../core"
import { useMessage } from "../plugin/useMessage"
import { ListButton } from "../primitives/ListButton"
import { list } from "../primitives/ListButton.css"
import { paragraph, stack } from "../primitives/Text.css"
import { connectWith, connectWithWalletConnectWallet } from "../shell/connectWith"
import { useStoreSelector } from "../state/useStoreSelector"
import { searchField, searchLabel } from "./AllWallets.css"
import type { FoyerViewProps } from "./FoyerViewProps"

const noConnectors: ReadonlyArray<ConnectorInfo> = []

/** A row of the list: a discovered connector, or a WalletConnect wallet of the config. */
interface WalletRow {
  readonly key: string
  readonly name: string
  readonly icon: string | undefined
  readonly choose: () => Promise<void>
}

/** Whether `wallet`'s name contains every word of `query` (case-insensitive). */
export const matchesSearch = (wallet: { readonly name: string }, query: string): boolean => {
  const name = wallet.name.toLowerCase()
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "")
    .every((word) => name.includes(word))
}

/**
 * The AllWallets view: every wallet, alphabetically, with a labelled search field. On a phone
 * it also lists the configured WalletConnect wallets (`walletConnectWallets`), each opening
 * ConnectingWalletConnect with its deep link, since a phone cannot scan its own QR code.
 */
const AllWallets = ({ client }: FoyerViewProps) => {
  const message = useMessage()
  const connectors = useStoreSelector(client.stores.connectors, (s) => s, noConnectors)
  const [query, setQuery] = useState("")
  const inputId = useId()
  const shown = useMemo(() => {
    const discovered = connectors
      .filter((c) => c.type !== "AUTH")
      .map<WalletRow>((c) => ({
        key: `connector:${c.id}`,
        name: c.name,
        icon: c.icon,
        choose: () => connectWith(client, c),
      }))
    const walletConnect = client.isMobile
      ? client.walletConnectWallets.map<WalletRow>((w) => ({
          key: `walletConnect:${w.id}`,
          name: w.name,
          icon: w.icon,
          choose: () => connectWithWalletConnectWallet(client, w.id),
        }))
      : []
    return [...discovered, ...walletConnect]
      .filter((row) => matchesSearch(row, query))
      .sort((a, b) => a.name.localeCompare(b.name))
  }, [client, connectors, query])
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
              <ListButton
                label={row.name}
                icon={row.icon}
                onClick={() => {
                  void row.choose()
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export default AllWallets
