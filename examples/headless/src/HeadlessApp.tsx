import {
  useDisconnect,
  useFoyer,
  useFoyerAccount,
  useFoyerConnect,
  useFoyerWallets,
  type WalletEntry,
} from "foyer-kit/react"
import { useId, useState } from "react"

/** Wallets a page of the example's list shows. */
const pageSize = 5

/** One wallet of the list: its icon, name and a button that connects it. */
const WalletRow = ({
  wallet,
  onConnect,
  onOpen,
  disabled,
}: {
  readonly wallet: WalletEntry
  readonly onConnect: (wallet: WalletEntry) => void
  /** With the modal kept (`?modal`): opens the wallet's connecting view in it. */
  readonly onOpen: ((wallet: WalletEntry) => void) | undefined
  readonly disabled: boolean
}) => (
  <li>
    {wallet.icon === undefined ? null : <img src={wallet.icon} alt="" width={24} height={24} />}
    <button type="button" disabled={disabled} onClick={() => onConnect(wallet)}>
      Connect {wallet.name}
    </button>
    {onOpen === undefined ? null : (
      <button type="button" onClick={() => onOpen(wallet)}>
        Open {wallet.name} in the modal
      </button>
    )}
    {wallet.group === "recent" ? <small> (recent)</small> : null}
  </li>
)

/**
 * The example's page: its own wallet list (search and pages), connect buttons and the
 * connected address, all from Foyer's hooks; Foyer's modal is never mounted, unless
 * `withModal`, where each wallet can also open its connecting view in the modal.
 */
export const HeadlessApp = ({ withModal = false }: { readonly withModal?: boolean }) => {
  const [search, setSearch] = useState("")
  const [page, setPage] = useState(1)
  const searchId = useId()
  const list = useFoyerWallets({ search, page, pageSize })
  const { connect, connecting, error } = useFoyerConnect()
  const { address, isConnected, status } = useFoyerAccount()
  const { disconnect } = useDisconnect()
  const { open } = useFoyer()
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const onConnect = (wallet: WalletEntry) => {
    setProblem(undefined)
    // A refusal shows in `error`; a rejection here is a programmer error (an unknown id).
    connect(wallet).catch((cause: unknown) => setProblem(String(cause)))
  }
  const onOpen = withModal
    ? (wallet: WalletEntry) => {
        open({ walletId: wallet.id }).catch((cause: unknown) => setProblem(String(cause)))
      }
    : undefined

  if (isConnected) {
    return (
      <main>
        <h1>Connected</h1>
        <p>
          Address: <output data-testid="address">{address}</output>
        </p>
        <button type="button" onClick={() => void disconnect()}>
          Disconnect
        </button>
      </main>
    )
  }
  return (
    <main>
      <h1>Connect a wallet</h1>
      <p data-testid="status">{status}</p>
      <label htmlFor={searchId}>Search wallets</label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setPage(1)
        }}
      />
      <p>
        {list.total} wallets, page {list.page} of {list.pageCount}
      </p>
      <ul aria-label="Wallets">
        {list.wallets.map((wallet) => (
          <WalletRow
            key={wallet.key}
            wallet={wallet}
            onConnect={onConnect}
            onOpen={onOpen}
            disabled={connecting}
          />
        ))}
      </ul>
      <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Previous page
      </button>
      <button type="button" disabled={page >= list.pageCount} onClick={() => setPage(page + 1)}>
        Next page
      </button>
      {connecting ? <p role="status">Waiting for the wallet…</p> : null}
      {error === undefined && problem === undefined ? null : <p role="alert">{error ?? problem}</p>}
    </main>
  )
}
