import { formatBalanceWithSymbol } from "../format/formatBalance"
import { shortenAddress } from "../format/shortenAddress"
import { useFoyer } from "../hooks/useFoyer"
import { type FoyerAccount, useFoyerAccount } from "../hooks/useFoyerAccount"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useThemeRoot } from "../theme/useThemeRoot"
import { accountButton, avatar, balance as balanceStyle, name } from "./AccountButton.css"
import { usePreloadOnIntent } from "./preloadOnIntent"
import { reportUnexpected } from "./reportUnexpected"

/** What the account button shows: avatar, profile name or shortened address, balance. */
export const AccountContent = ({ account }: { readonly account: FoyerAccount }) => {
  const balance = formatBalanceWithSymbol(account.balance, account.balanceSymbol)
  return (
    <>
      {isSafeImageUrl(account.profileImage) ? (
        <img className={avatar} src={account.profileImage} alt="" />
      ) : (
        <span className={avatar} aria-hidden="true" />
      )}
      {/* Isolated: an address reads left to right, a name in its own direction (issue 18). */}
      <span dir="auto" className={name}>
        {account.profileName ?? shortenAddress(account.address ?? "")}
      </span>
      {balance === undefined ? null : <span className={balanceStyle}>{balance}</span>}
    </>
  )
}

/**
 * The connected account as a button: profile name or shortened address (0x1234…abcd) and
 * the native balance. Opens the Account view. Renders nothing when no account is connected.
 */
export const AccountButton = () => {
  const { open } = useFoyer()
  const foyer = useFoyerHandle()
  const intent = usePreloadOnIntent(foyer)
  const account = useFoyerAccount()
  const root = useThemeRoot()
  if (account.address === undefined) return null
  return (
    <button
      type="button"
      {...root}
      {...intent}
      className={accountButton}
      onClick={(event) => {
        foyer.setOpener(event.currentTarget)
        open({ view: "Account" }).catch(reportUnexpected)
      }}
    >
      <AccountContent account={account} />
    </button>
  )
}
