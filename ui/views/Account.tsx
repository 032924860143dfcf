import { messages } from "../../core/errors/messages"
import type { AccountState, AccountsState } from "../../core/state/AccountState"
import { formatBalanceWithSymbol } from "../format/formatBalance"
import { shortenAddress } from "../format/shortenAddress"
import { pushView, runInKit, showErrorToast } from "../modal/runInKit"
import { Button } from "../primitives/Button"
import { centred, paragraph, stack, strong } from "../primitives/Text.css"
import { useStoreSelector } from "../state/useStoreSelector"
import { actions } from "./Account.css"
import type { FoyerViewProps } from "./FoyerViewProps"
import { WalletImage } from "./WalletImage"

/** The toast shown once the address is on the clipboard. */
export const copiedMessage = "Copied"
/** The toast shown when the clipboard refuses the address. */
export const copyFailedMessage = "Could not copy the address"

/**
 * The Account view: identity (name and avatar), shortened address, native balance, copy
 * address, the network, the account actions the enabled plugins contribute (in the wallet
 * feature order the registry resolved), and disconnect.
 */
const Account = ({ client }: FoyerViewProps) => {
  const activeChain = useStoreSelector(client.stores.network, (s) => s.activeChain, undefined)
  const network = useStoreSelector(client.stores.network, (s) => s.activeCaipNetwork, undefined)
  const account = useStoreSelector<AccountsState, AccountState | undefined>(
    client.stores.accounts,
    (accounts) => (activeChain === undefined ? undefined : accounts[activeChain]),
    undefined,
  )
  const address = account?.address
  if (address === undefined) {
    return (
      <div className={centred}>
        <p className={paragraph}>No wallet is connected.</p>
        <Button variant="primary" onClick={() => void pushView(client, { name: "Connect" })}>
          Connect Wallet
        </Button>
      </div>
    )
  }
  const balance = account?.balanceLoading
    ? "Loading balance…"
    : formatBalanceWithSymbol(account?.balance, account?.balanceSymbol)
  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard
    const written =
      clipboard === undefined
        ? Promise.reject(new Error("The clipboard is not available."))
        : clipboard.writeText(address)
    written.then(
      () => runInKit(client, client.stores.toast.showSuccess(copiedMessage)),
      () => runInKit(client, client.stores.toast.showError(copyFailedMessage)),
    )
  }
  return (
    <div className={stack}>
      <div className={centred}>
        <WalletImage src={account?.profileImage} />
        {account?.profileName === undefined ? null : (
          <p className={strong}>{account.profileName}</p>
        )}
        <p className={account?.profileName === undefined ? strong : paragraph} title={address}>
          {shortenAddress(address)}
        </p>
        {balance === undefined ? null : <p className={paragraph}>{balance}</p>}
      </div>
      <div className={actions}>
        <Button onClick={copy}>Copy address</Button>
        <Button onClick={() => void pushView(client, { name: "SwitchNetwork" })}>
          Network: {network?.name ?? messages.unknownNetwork}
        </Button>
        {client.kernel.plugins.accountActions.map((action) => (
          <Button
            key={`${action.plugin}:${action.view}`}
            onClick={() => void pushView(client, { name: action.view })}
          >
            {action.label}
          </Button>
        ))}
        <Button
          variant="danger"
          onClick={() => {
            client.disconnect().catch((error: unknown) => showErrorToast(client, error))
          }}
        >
          Disconnect
        </Button>
      </div>
    </div>
  )
}

export default Account
