import { useMemo } from "react"
import type {
  ConnectorGroup,
  ConnectorInfo,
  CoreMessageId,
  FoyerClient,
  WalletEntry,
} from "../../core"
import { connectWallet } from "../../core/walletList/connectWallet"
import { orderConnectors } from "../../core/walletList/orderConnectors"
import type { Foyer } from "../Foyer"
import { pushView, showErrorToast } from "../plugin/runInKit"
import { useMessage } from "../plugin/useMessage"
import { Button } from "../primitives/Button"
import { ListButton } from "../primitives/ListButton"
import { list } from "../primitives/ListButton.css"
import { paragraph, stack } from "../primitives/Text.css"
import { loadModalContent } from "../provider/modalContent"
import { useStoreSelector } from "../state/useStoreSelector"
import { ConnectSections } from "./ConnectSections"
import { allWalletsOffered } from "./connectPreview"
import { useLegalGate } from "./legalTerms"
import { alertText } from "./ModalFrame.css"
import { useRecentWalletIds } from "./useRecentWalletIds"

const tags: Readonly<Partial<Record<ConnectorGroup, CoreMessageId>>> = {
  walletConnect: "connect.tag.walletConnect",
  recent: "connect.tag.recent",
  injected: "connect.tag.injected",
}

const noConnectors: ReadonlyArray<ConnectorInfo> = []
const allConnectors = (connectors: ReadonlyArray<ConnectorInfo>) => connectors
const contentOf = <A,>(module: A) => module

/** Props of {@link ConnectWallets}. */
export interface ConnectWalletsProps {
  readonly foyer: Foyer
  /** The running kit once it has opened the modal; undefined while the shell waits for it. */
  readonly client: FoyerClient | undefined
  /** The kit could not be loaded: the list stays, with the failure said above it. */
  readonly failed?: boolean
  /**
   * Drawn ahead, hidden, before any click: icons in the page (data: URLs) are set up now, and
   * icons from elsewhere wait for the open, so nothing is requested before the visitor acts.
   */
  readonly hidden?: boolean
}

/** The icon a row draws: while the list is hidden, only one that needs no request. */
const iconShown = (icon: string | undefined, hidden: boolean) =>
  hidden && !/^data:/i.test(icon ?? "") ? undefined : icon

/**
 * The Connect view: the wallets in the spec's connector order, recent ones first-class. Part of
 * the light entry, so the frame after the click already lists them (issue 14): before the kit
 * has started it lists the page's preview (WalletConnect, the browser wallets, the recent ones,
 * ordered as the kernel will), and a wallet chosen then connects once the kit is up; after, the
 * kit's own connectors. It is the same element throughout, so no row moves or loses focus.
 * Once the kit has started it also shows the legal notice (`termsConditionsUrl`,
 * `privacyPolicyUrl`) or, with the `legalCheckbox` feature, a checkbox the visitor ticks before
 * any wallet (or a plugin's section) connects, and the branding line (`branding`): their code
 * comes with the modal's views code, not the first paint.
 */
export const ConnectWallets = ({
  foyer,
  client,
  failed = false,
  hidden = false,
}: ConnectWalletsProps) => {
  const message = useMessage()
  const preview = foyer.connectPreview()
  const connectors = useStoreSelector(
    client?.stores.connectors ?? preview.connectors,
    allConnectors,
    noConnectors,
  )
  const recentIds = useRecentWalletIds(client, preview.ordering.recentIds)
  const order = client?.kernel.features.connectorOrder ?? preview.ordering.order
  const featuredIds = client?.kernel.config.featuredWalletIds ?? preview.ordering.featuredIds
  // Before the kit: the page's preview, ordered as the kernel will; after, the kit's list,
  // which adds the catalogue's wallets.
  const listed = useMemo(
    (): ReadonlyArray<WalletEntry> =>
      client?.connectWalletEntries(connectors, recentIds) ??
      // Written out rather than taken from listWallets.ts, whose module would come with it.
      orderConnectors(connectors, { order, recentIds, featuredIds }).map(
        ({ connector, group }) => ({
          key: `connector:${connector.id}`,
          id: connector.id,
          name: connector.name,
          icon: connector.icon,
          connectorId: connector.id,
          group,
        }),
      ),
    [connectors, recentIds, order, featuredIds, client],
  )
  const showAllWallets = allWalletsOffered(client, () => preview)
  const tagOf = (group: ConnectorGroup | undefined) => {
    const id = group === undefined ? undefined : tags[group]
    return id === undefined ? undefined : message(id)
  }
  // The legal terms (termsConditionsUrl, privacyPolicyUrl): with the legalCheckbox feature, the
  // wallets stay disabled until the visitor ticks the box (before the kit has started, as the
  // page's options ask). The notices' code and texts come with the kit: they show once it has.
  const { legal, blocked, reasonId, checkbox } = useLegalGate(foyer, client)
  const content = useStoreSelector(loadModalContent.store, contentOf, undefined)
  const notices = client === undefined ? undefined : content
  const gate = blocked
    ? {
        "aria-disabled": true,
        ...(notices === undefined ? {} : { "aria-describedby": reasonId }),
      }
    : {}
  /**
   * Connects with a listed wallet (a catalogue one pairs through WalletConnect); for a wallet of
   * several chain families, shows ConnectingMultiChain, where the visitor picks the family.
   */
  const choose = (kit: FoyerClient, entry: WalletEntry) =>
    entry.connectorIds !== undefined && entry.connectorIds.length > 1
      ? pushView(kit, "ConnectingMultiChain", { connectorIds: entry.connectorIds })
      : connectWallet(kit, entry).catch((error: unknown) => showErrorToast(kit, error))
  // Chosen before the kit has opened the modal: acts once it has (nothing if the shell closed).
  const withKit = (action: (kit: FoyerClient) => Promise<void>) => {
    if (blocked) return
    if (client !== undefined) return void action(client)
    void foyer.opened().then((kit) => (kit === undefined ? undefined : action(kit)))
  }
  return (
    <div className={stack}>
      {failed ? (
        <p role="alert" className={alertText}>
          {message("modal.viewFailed")}
        </p>
      ) : null}
      {notices !== undefined && checkbox !== undefined ? (
        <notices.LegalCheckbox {...checkbox} />
      ) : null}
      {listed.length === 0 ? (
        <p className={paragraph}>{message("connect.noWallets")}</p>
      ) : (
        <ul className={list} aria-label={message("connect.walletsLabel")}>
          {listed.map((entry) => (
            <li key={entry.key}>
              <ListButton
                label={entry.name}
                icon={iconShown(entry.icon, hidden)}
                tag={tagOf(entry.group)}
                {...gate}
                onClick={() => withKit((kit) => choose(kit, entry))}
              />
            </li>
          ))}
        </ul>
      )}
      {showAllWallets ? (
        <Button {...gate} onClick={() => withKit((kit) => pushView(kit, "AllWallets"))}>
          {message("connect.allWallets")}
        </Button>
      ) : null}
      {client === undefined ? null : (
        <ConnectSections
          client={client}
          disabled={blocked}
          describedBy={notices === undefined ? undefined : reasonId}
        />
      )}
      {notices !== undefined && legal !== undefined && !legal.checkbox ? (
        <notices.LegalNotice terms={legal.terms} privacy={legal.privacy} />
      ) : null}
      {notices !== undefined && client?.kernel.features.branding === true ? (
        <notices.Branding />
      ) : null}
    </div>
  )
}
