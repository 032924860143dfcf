import { useId, useMemo, useState } from "react"
import type { ConnectorInfo } from "../../core/client/FoyerClient"
import { ListButton } from "../primitives/ListButton"
import { list } from "../primitives/ListButton.css"
import { paragraph, stack } from "../primitives/Text.css"
import { useStoreSelector } from "../state/useStoreSelector"
import { searchField, searchLabel } from "./AllWallets.css"
import { connectWith } from "./connectWith"
import type { FoyerViewProps } from "./FoyerViewProps"

const noConnectors: ReadonlyArray<ConnectorInfo> = []

/** Whether `connector`'s name contains every word of `query` (case-insensitive). */
export const matchesSearch = (connector: ConnectorInfo, query: string): boolean => {
  const name = connector.name.toLowerCase()
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "")
    .every((word) => name.includes(word))
}

/** The AllWallets view: every wallet, alphabetically, with a labelled search field. */
const AllWallets = ({ client }: FoyerViewProps) => {
  const connectors = useStoreSelector(client.stores.connectors, (s) => s, noConnectors)
  const [query, setQuery] = useState("")
  const inputId = useId()
  const shown = useMemo(
    () =>
      // filter() copies, so sorting does not touch the store's array.
      connectors
        .filter((c) => c.type !== "AUTH" && matchesSearch(c, query))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [connectors, query],
  )
  return (
    <div className={stack}>
      <label htmlFor={inputId} className={searchLabel}>
        Search wallets
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
          No wallets found.
        </p>
      ) : (
        <ul className={list} aria-label="All wallets">
          {shown.map((connector) => (
            <li key={connector.id}>
              <ListButton
                label={connector.name}
                icon={connector.icon}
                onClick={() => {
                  void connectWith(client, connector)
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
