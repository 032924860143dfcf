import type { FoyerClient, WalletConnectWallet } from "../../core"
import { walletDeepLink } from "../../core/connectors/walletConnect/walletDeepLink"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { useMessage } from "../plugin/useMessage"
import { list, rowIcon, label as rowLabel } from "../primitives/ListButton.css"
import { openWalletLink, walletLinkRow } from "./WalletConnectPairing.css"

/** Props of {@link WalletDeepLinks}. */
export interface WalletDeepLinksProps {
  readonly client: FoyerClient
  /** The pairing URI the wallets are opened with. */
  readonly uri: string
  readonly wallets: ReadonlyArray<WalletConnectWallet>
  /** Draw a single wallet as the view's main action rather than as a list row. */
  readonly prominent?: boolean
}

/**
 * WalletConnect wallets as deep links ("Open {name}") for the current pairing. Each is a real
 * `<a href>`: iOS Safari and Telegram follow a wallet link only from a direct tap, never from
 * script after an await. The click records the choice; the browser does the navigation.
 */
export const WalletDeepLinks = ({
  client,
  uri,
  wallets,
  prominent = false,
}: WalletDeepLinksProps) => {
  const message = useMessage()
  const linkProps = (wallet: WalletConnectWallet) => ({
    href: walletDeepLink(wallet.link, uri),
    // No target: a new tab would break the hand-off to the wallet app on phones.
    rel: "noopener noreferrer",
    onClick: () => client.linkWalletConnectWallet(wallet.id),
  })
  const [only] = wallets
  if (prominent && only !== undefined && wallets.length === 1) {
    return (
      <a className={openWalletLink} {...linkProps(only)}>
        {message("walletConnect.openWallet", { name: only.name })}
      </a>
    )
  }
  if (wallets.length === 0) return null
  return (
    <ul className={list} aria-label={message("walletConnect.walletsLabel")}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <a className={walletLinkRow} {...linkProps(wallet)}>
            {isSafeImageUrl(wallet.icon) ? (
              <img className={rowIcon} src={wallet.icon} alt="" />
            ) : (
              <span className={rowIcon} aria-hidden="true" />
            )}
            <span className={rowLabel}>
              {message("walletConnect.openWallet", { name: wallet.name })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
