import type { ReactNode } from "react"
import { LogoImage, shortenAddress } from "../../../../ui/plugin"
import * as styles from "../ProfileWallets.css"

/** An address as a row shows it: shortened, or nothing without one. */
export const shortAddress = (address: string | undefined): string =>
  address === undefined ? "" : shortenAddress(address)

/**
 * What names a wallet in a row, held or recent: its icon, its name, and under them the short
 * address of its account (the whole one as a tooltip), then `status` if given.
 */
export const WalletIdentity = ({
  name,
  icon,
  address,
  status,
}: {
  /** The wallet's name (untrusted text: rendered as text only). */
  readonly name: string
  readonly icon: string | undefined
  readonly address: string | undefined
  readonly status?: ReactNode
}) => (
  <>
    <LogoImage src={icon} name={name} shape="square" />
    <div className={styles.identity}>
      <span className={styles.name}>{name}</span>
      <span className={styles.detail}>
        {/* Addresses read left to right in every language (issue 18). */}
        <span dir="ltr" title={address}>
          {shortAddress(address)}
        </span>
        {status}
      </span>
    </div>
  </>
)
