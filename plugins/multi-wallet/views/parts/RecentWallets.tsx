import { useMessage } from "../../../../ui/plugin"
import { type RecentRow, rowKey } from "../../walletGroups"
import * as styles from "../ProfileWallets.css"
import { shortAddress, WalletIdentity } from "./WalletIdentity"

/**
 * A chain family's recent wallets (spec 3 `recentConnections`), under a "Recent" heading: each
 * with its icon, name and the short address of the account it had, and Connect, which connects
 * that wallet again; a wallet the connector list no longer has says it is not installed, with
 * no button.
 */
export const RecentWallets = ({
  rows,
  family,
  headingId,
  busy,
  onConnect,
}: {
  readonly rows: ReadonlyArray<RecentRow>
  /** The family's display name (spec 3), which names the list. */
  readonly family: string
  readonly headingId: string
  readonly busy: string | undefined
  readonly onConnect: (row: RecentRow) => void
}) => {
  const message = useMessage()
  return (
    <>
      <h4 id={headingId} className={styles.recentHeading}>
        {message("multiWallet.recent")}
      </h4>
      <ul className={styles.list} aria-label={message("multiWallet.recentIn", { family })}>
        {rows.map((row) => {
          const short = shortAddress(row.address)
          // aria-disabled, not disabled: a disabled button drops the keyboard's focus.
          const waiting = busy !== undefined
          const mine = busy === rowKey(row)
          return (
            <li key={rowKey(row)} className={styles.row} aria-busy={mine ? true : undefined}>
              <WalletIdentity name={row.name} icon={row.icon} address={row.address} />
              {row.connectAgain._tag === "NotInstalled" ? (
                <span className={styles.status}>{message("multiWallet.notInstalled")}</span>
              ) : (
                <button
                  type="button"
                  className={
                    waiting ? `${styles.switchButton} ${styles.busy}` : styles.switchButton
                  }
                  aria-label={message("multiWallet.connectTo", {
                    wallet: row.name,
                    address: short,
                  })}
                  aria-disabled={waiting ? true : undefined}
                  onClick={() => onConnect(row)}
                >
                  {message("multiWallet.connect")}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
