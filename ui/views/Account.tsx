import type { AccountState } from "../../core"
import { formatBalanceWithSymbol } from "../format/formatBalance"
import { shortenAddress } from "../format/shortenAddress"
import { showErrorToast } from "../plugin/runInKit"
import { useCopyText } from "../plugin/useCopyText"
import { useMessage } from "../plugin/useMessage"
import { useNavigate } from "../plugin/useNavigate"
import { useStore } from "../plugin/useStore"
import { Button } from "../primitives/Button"
import { centred, paragraph, stack, strong } from "../primitives/Text.css"
import { actions } from "./Account.css"
import type { FoyerViewProps } from "./FoyerViewProps"
import { listedTokens } from "./listedTokens"
import { TokenList } from "./TokenList"
import { WalletImage } from "./WalletImage"

/**
 * The Account view: identity (name and avatar), shortened address, native balance, the tokens
 * held on the active network with their USD values, copy address, the network, the account
 * actions the enabled plugins contribute (in the wallet feature order the registry resolved),
 * and disconnect. While the balance loads it says so and lists no token; when it cannot be read
 * (the kit's 'Token Balance Unavailable') it shows 0.00 in the network's currency and no token.
 */
const Account = ({ client }: FoyerViewProps) => {
  const message = useMessage()
  const navigate = useNavigate()
  const copyText = useCopyText()
  const activeChain = useStore(client.stores.network, (s) => s.activeChain)
  const network = useStore(client.stores.network, (s) => s.activeCaipNetwork)
  const account = useStore<AccountState.AccountsState, AccountState.AccountState | undefined>(
    client.stores.accounts,
    (accounts) => (activeChain === undefined ? undefined : accounts[activeChain]),
  )
  const address = account?.address
  if (address === undefined) {
    return (
      <div className={centred}>
        <p className={paragraph}>{message("account.noWallet")}</p>
        <Button variant="primary" onClick={() => void navigate.push("Connect")}>
          {message("account.connect")}
        </Button>
      </div>
    )
  }
  const balance = account?.balanceLoading
    ? message("account.loadingBalance")
    : formatBalanceWithSymbol(account?.balance, account?.balanceSymbol)
  const tokens = account?.balanceLoading
    ? []
    : listedTokens(account?.tokenBalance ?? [], network?.caipNetworkId)
  const copy = () =>
    void copyText(address, {
      copied: message("account.copied"),
      failed: message("account.copyFailed"),
    })

  return (
    <div className={stack}>
      <div className={centred}>
        <WalletImage src={account?.profileImage} />
        {account?.profileName === undefined ? null : (
          <p className={strong}>{account.profileName}</p>
        )}
        {/* Addresses and amounts read left to right in every language (issue 18). */}
        <p
          className={account?.profileName === undefined ? strong : paragraph}
          title={address}
          dir="ltr"
        >
          {shortenAddress(address)}
        </p>
        {balance === undefined ? null : (
          <p className={paragraph} dir="ltr">
            {balance}
          </p>
        )}
      </div>
      {tokens.length === 0 ? null : <TokenList label={message("account.tokens")} tokens={tokens} />}
      <div className={actions}>
        <Button onClick={copy}>{message("account.copyAddress")}</Button>
        <Button onClick={() => void navigate.push("SwitchNetwork")}>
          {message("account.network", { name: network?.name ?? message("network.unknown") })}
        </Button>
        {client.kernel.plugins.accountActions.map((action) => (
          <Button
            key={`${action.plugin}:${action.view}`}
            onClick={() => void navigate.push(action.view)}
          >
            {message(action.label)}
          </Button>
        ))}
        <Button
          variant="danger"
          onClick={() => {
            client.disconnect().catch((error: unknown) => showErrorToast(client, error))
          }}
        >
          {message("account.disconnect")}
        </Button>
      </div>
    </div>
  )
}

export default Account
