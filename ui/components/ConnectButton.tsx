import { useFoyer } from "../hooks/useFoyer"
import { useFoyerAccount } from "../hooks/useFoyerAccount"
import { useFoyerState } from "../hooks/useFoyerState"
import { useMessage } from "../plugin/useMessage"
import { spinner } from "../primitives/Spinner.css"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useThemeRoot } from "../theme/useThemeRoot"
import { AccountContent } from "./AccountButton"
import { accountButton } from "./AccountButton.css"
import { connectButton } from "./ConnectButton.css"
import { usePreloadOnIntent } from "./preloadOnIntent"
import { reportUnexpected } from "./reportUnexpected"

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  /** The text of the button; the `connectButton.label` message ("Connect Wallet") by default. */
  readonly label?: string
}

/**
 * The button that opens the modal on Connect. While a connection is being made or restored
 * it shows a busy state; once connected it shows the account (as {@link AccountButton} does)
 * and opens the Account view. It stays the same element throughout, so focus returns to it
 * when the modal closes after connecting. Clicking it is what first loads the kit.
 */
export const ConnectButton = ({ label }: ConnectButtonProps) => {
  const message = useMessage()
  const { open } = useFoyer()
  const foyer = useFoyerHandle()
  const intent = usePreloadOnIntent(foyer)
  const account = useFoyerAccount()
  const { loading } = useFoyerState()
  const root = useThemeRoot()
  const { isConnected, status } = account
  const busy = !isConnected && (loading || status === "connecting" || status === "reconnecting")
  const text =
    status === "connecting"
      ? message("connectButton.connecting")
      : status === "reconnecting"
        ? message("connectButton.reconnecting")
        : (label ?? message("connectButton.label"))
  return (
    <button
      type="button"
      {...root}
      {...intent}
      className={isConnected ? accountButton : connectButton}
      aria-busy={busy}
      onClick={(event) => {
        foyer.setOpener(event.currentTarget)
        open(isConnected ? { view: "Account" } : undefined).catch(reportUnexpected)
      }}
    >
      {isConnected ? (
        <AccountContent account={account} />
      ) : (
        <>
          {busy ? <span className={spinner} aria-hidden="true" /> : null}
          {text}
        </>
      )}
    </button>
  )
}
