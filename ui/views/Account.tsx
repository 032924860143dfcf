import type { AccountState, ResolvedAccountAction } from "../../core"
import { accountActionsFor } from "../../core/plugins/accountActionsFor"
import { formatBalanceWithSymbol } from "../format/formatBalance"
import { shortenAddress } from "../format/shortenAddress"
import { showErrorToast } from "../plugin/runInKit"
import { useCopyText } from "../plugin/useCopyText"
import { useMessage } from "../plugin/useMessage"
import { useNavigate } from "../plugin/useNavigate"
import { useStore } from "../plugin/useStore"
import { Button } from "../primitives/Button"
import { LineIcon } from "../primitives/LineIcon"
import { LogoImage } from "../primitives/LogoImage"
import { centred, paragraph } from "../primitives/Text.css"
import { AccountTabs } from "../shell/AccountTabs"
import {
  actionList,
  actionRow,
  address as addressStyle,
  balanceLoading,
  balance as balanceStyle,
  directional,
  disconnect,
  footer,
  iconButton,
  identity,
  nameRow,
  name as nameStyle,
  networkChip,
  networkName,
  primaryAction,
  primaryIcon,
  primaryLabel,
  primaryRow,
  rowIcon,
  rowLabel,
  smallGlyph,
  topBar,
  view,
} from "./Account.css"
import { ActionIcon } from "./AccountActionIcon"
import { AccountAvatar } from "./AccountAvatar"
import { accountGlyphs } from "./AccountGlyphs"
import type { FoyerViewProps } from "./FoyerViewProps"
import { listedTokens } from "./listedTokens"
import { TokenList } from "./TokenList"

/** How each group of actions is drawn: its container, each button, its icon's and label's classes. */
const actionLayouts = {
  // Tiles, each its icon above its label.
  primary: { group: primaryRow, button: primaryAction, icon: primaryIcon, label: primaryLabel },
  // Rows, each its icon, its label and a chevron.
  list: { group: actionList, button: actionRow, icon: rowIcon, label: rowLabel },
} as const

/**
 * A group of actions: the primary ones as a row of tiles, the others as rows with a chevron.
 * Buttons, not list items: the view's lists are its content (the tokens), which a reader counts.
 */
const ActionButtons = ({
  layout,
  actions,
  onOpen,
}: {
  readonly layout: keyof typeof actionLayouts
  readonly actions: ReadonlyArray<ResolvedAccountAction>
  readonly onOpen: (view: string) => void
}) => {
  const message = useMessage()
  const classes = actionLayouts[layout]
  return (
    <div className={classes.group}>
      {actions.map((action) => (
        <button
          key={`${action.plugin}:${action.view}`}
          type="button"
          className={classes.button}
          onClick={() => onOpen(action.view)}
        >
          <span className={classes.icon}>
            <ActionIcon icon={action.icon} />
          </span>
          <span className={classes.label}>{message(action.label)}</span>
          {layout === "list" ? (
            <LineIcon d={accountGlyphs.chevronForward} className={directional} />
          ) : null}
        </button>
      ))}
    </div>
  )
}

/**
 * The Account view: the active network (a control that opens the network list), the account's
 * picture (its name's image, else its address's identicon), its name or short address with a
 * copy control, the native balance in large type, the enabled plugins' actions (those placed
 * "primary" as a row of icon tiles, the others as rows, each group in the wallet feature order
 * the registry resolved), the tokens held on the active network with their USD values (the
 * first tab when plugins add tabs, `accountTabs`, such as recent activity), and disconnect.
 * While the balance loads it says so and lists no token; when it cannot be read (the kit's
 * 'Token Balance Unavailable') it shows 0.00 in the network's currency and no token.
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
  const loading = account?.balanceLoading === true
  const balance = loading
    ? undefined
    : formatBalanceWithSymbol(account?.balance, account?.balanceSymbol)
  const tokens = loading ? [] : listedTokens(account?.tokenBalance ?? [], network?.caipNetworkId)
  const copy = () =>
    void copyText(address, {
      copied: message("account.copied"),
      failed: message("account.copyFailed"),
    })
  const open = (name: string) => void navigate.push(name)
  // An action may be for some connectors only (the embedded wallet's email change: AUTH).
  const actions = accountActionsFor(
    client.kernel.plugins.accountActions,
    account?.connectedWalletInfo?.type,
  )
  const primary = actions.filter((action) => action.placement === "primary")
  const listed = actions.filter((action) => action.placement !== "primary")
  const name = account?.profileName
  const networkLabel = network?.name ?? message("network.unknown")

  return (
    <div className={view}>
      <div className={topBar}>
        {/* Named as before ("Network: Ethereum"); the visible name is part of it (WCAG 2.5.3). */}
        <button
          type="button"
          className={networkChip}
          aria-label={message("account.network", { name: networkLabel })}
          onClick={() => open("SwitchNetwork")}
        >
          <LogoImage src={network?.assets?.imageUrl} name={networkLabel} size="sm" />
          <span className={networkName}>{networkLabel}</span>
          <LineIcon d={accountGlyphs.chevronDown} className={smallGlyph} />
        </button>
      </div>
      <div className={identity}>
        <AccountAvatar address={address} image={account?.profileImage} />
        <div className={nameRow}>
          {/* Addresses and amounts read left to right in every language (issue 18). */}
          {name === undefined ? (
            <p className={nameStyle} title={address} dir="ltr">
              {shortenAddress(address)}
            </p>
          ) : (
            <p className={nameStyle} title={name}>
              {name}
            </p>
          )}
          <button
            type="button"
            className={iconButton}
            aria-label={message("account.copyAddress")}
            onClick={copy}
          >
            <LineIcon d={accountGlyphs.copy} className={smallGlyph} />
          </button>
        </div>
        {name === undefined ? null : (
          <p className={addressStyle} title={address} dir="ltr">
            {shortenAddress(address)}
          </p>
        )}
        {loading ? (
          <p className={balanceLoading}>{message("account.loadingBalance")}</p>
        ) : balance === undefined ? null : (
          <p className={balanceStyle} dir="ltr">
            {balance}
          </p>
        )}
      </div>
      {primary.length === 0 ? null : (
        <ActionButtons layout="primary" actions={primary} onOpen={open} />
      )}
      {listed.length === 0 ? null : <ActionButtons layout="list" actions={listed} onOpen={open} />}
      {client.kernel.plugins.accountTabs.length === 0 ? (
        // Tokens alone need no tabs: a section under its heading.
        tokens.length === 0 ? null : (
          <TokenList label={message("account.tokens")} tokens={tokens} />
        )
      ) : (
        <AccountTabs
          client={client}
          first={{
            label: message("account.tokens"),
            content: (tabId) =>
              tokens.length > 0 ? (
                <TokenList labelledBy={tabId} tokens={tokens} />
              ) : loading ? null : (
                <p className={paragraph}>
                  {message("account.noTokens", { network: networkLabel })}
                </p>
              ),
          }}
        />
      )}
      <div className={footer}>
        <button
          type="button"
          className={disconnect}
          onClick={() => {
            client.disconnect().catch((error: unknown) => showErrorToast(client, error))
          }}
        >
          <LineIcon d={accountGlyphs.disconnect} className={smallGlyph} />
          {message("account.disconnect")}
        </button>
      </div>
    </div>
  )
}

export default Account
