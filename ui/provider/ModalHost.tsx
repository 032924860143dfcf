import { useEffect, useMemo, useState } from "react"
import type { FoyerClient, FoyerOptions, Locale, MessagesState, ModalState, View } from "../../core"
import { messageText } from "../../core/messages/formatMessage"
import { pageButtonMessages } from "../../core/messages/pageButtonMessages"
import { shellMessages } from "../../core/messages/shellMessages"
import type { Foyer, OpeningModal } from "../Foyer"
import { useFoyerLocale } from "../hooks/useFoyerLocale"
import { FoyerClientContext } from "../plugin/FoyerClientContext"
import { runInKit } from "../plugin/runInKit"
import type { MessageLookup } from "../plugin/useMessage"
import { ConnectWallets } from "../shell/ConnectWallets"
import { openingViewOf } from "../shell/defaultView"
import { LoadingState } from "../shell/LoadingState"
import { ModalFrame } from "../shell/ModalFrame"
import { alertText } from "../shell/ModalFrame.css"
import { viewTitle } from "../shell/viewTitle"
import { useStoreSelector } from "../state/useStoreSelector"
import { loadModalContent } from "./modalContent"
import { useFoyerBridge } from "./useFoyerBridge"
import { whenIdle } from "./whenIdle"

const connectView: View = { name: "Connect" }
const currentViewOf = (state: ModalState.ModalState): View =>
  state.router.history.at(-1) ?? connectView
const isOpen = (state: ModalState.ModalState) => state.open
const isShaking = (state: ModalState.ModalState) => state.shake
const hasHistory = (state: ModalState.ModalState) => state.router.history.length > 1
const contentOf = <A,>(module: A) => module
const textOf = (state: MessagesState) => state.text
const reportUnexpected = (error: unknown) => {
  console.error("[foyer] the modal's views could not be loaded", error)
}

/**
 * The view the shell shows for an open on its way: the one the kit will open on, by its opening
 * rule, for the view asked for if any (see openingViewOf).
 */
const shellViewOf = (
  foyer: Foyer,
  opening: OpeningModal | undefined,
  client: FoyerClient | undefined,
): View => openingViewOf(client, foyer.options, opening?.view)

/**
 * Before the kit has started: the kernel's messages and the plugins' own, from their
 * descriptors, with the first frame's texts in the page's language (the rest are English until
 * the kit has loaded the language).
 */
const shellLookup = (options: FoyerOptions, locale: Locale): MessageLookup =>
  messageText(
    Object.assign(
      {},
      shellMessages,
      ...(options.plugins ?? []).map((plugin) => plugin.messages),
      locale === "en" ? {} : pageButtonMessages[locale],
    ),
    locale,
  )

/** A plugin view's title message id, from its descriptor (the kernel's routes are not there yet). */
const pluginTitleOf = (options: FoyerOptions, view: string): string | undefined =>
  options.plugins?.find((plugin) => plugin.views?.[view] !== undefined)?.views?.[view]?.title

/**
 * Where the modal goes. The frame and the Connect view are in the light entry, so the frame
 * after the click shows the dialog, named and focused, listing the wallets (issue 14). Before
 * the kit has loaded they are drawn ahead, hidden, once the page is idle, so the click only
 * shows them. While the kit downloads and starts, the handle's `opening` state drives them;
 * then the kit's modal store does, in the same elements. Other views come from the modal's views code, a lazy chunk
 * rendered only once it has arrived (never behind a Suspense fallback).
 */
export const ModalHost = ({ foyer }: { readonly foyer: Foyer }) => {
  const client = useFoyerBridge("client")
  const opening = useFoyerBridge("opening")
  const modal = client?.stores.modal
  const kitOpen = useStoreSelector(modal, isOpen, false)
  const kitView = useStoreSelector(modal, currentViewOf, connectView)
  const shake = useStoreSelector(modal, isShaking, false)
  const canGoBack = useStoreSelector(modal, hasHistory, false)
  const content = useStoreSelector(loadModalContent.store, contentOf, undefined)
  // The title and the shell's texts follow the kit's language when it switches.
  const kitText = useStoreSelector(client?.messages.store, textOf, undefined, Object.is)
  const { locale } = useFoyerLocale()
  const shellText = useMemo(() => shellLookup(foyer.options, locale), [foyer.options, locale])
  // The kit may open the modal itself (a flow after a restored session): fetch the views then.
  useEffect(() => {
    if (kitOpen && content === undefined) loadModalContent().catch(reportUnexpected)
  }, [kitOpen, content])
  // Before the kit has loaded, the shell is drawn ahead, hidden, once the page is idle: the
  // click then only shows it. Created in the click, its elements, styles and first renders held
  // the dialog's frame back (issue 14).
  const [drawnAhead, setDrawnAhead] = useState(false)
  const aheadWanted = client === undefined && foyer.options.embedded !== true
  useEffect(
    () => (aheadWanted && !drawnAhead ? whenIdle(() => setDrawnAhead(true)) : undefined),
    [aheadWanted, drawnAhead],
  )
  const shown = kitOpen || opening !== undefined
  if (!shown && !(aheadWanted && drawnAhead)) return null

  const live = kitOpen && client !== undefined ? client : undefined
  const view = live === undefined ? shellViewOf(foyer, opening, client) : kitView
  const message = live === undefined ? shellText : (kitText ?? live.messages.text)
  const title = viewTitle(
    view,
    message,
    live === undefined
      ? pluginTitleOf(foyer.options, view.name)
      : live.kernel.routes.get(view.name)?.title,
  )
  const failed = live === undefined && opening?.failed === true
  const onClose = () => {
    if (live === undefined) void foyer.close()
    else void runInKit(live, live.stores.modal.requestClose)
  }
  const onBack = () => {
    if (live !== undefined) void runInKit(live, live.stores.modal.goBack)
  }
  const body =
    view.name === "Connect" ? (
      <ConnectWallets foyer={foyer} client={live} failed={failed} hidden={!shown} />
    ) : live !== undefined && content !== undefined ? (
      <content.ViewOutlet client={live} view={view} />
    ) : failed ? (
      <p role="alert" className={alertText}>
        {message("modal.viewFailed")}
      </p>
    ) : (
      <LoadingState />
    )
  return (
    // The SDK's hooks (useFoyerClient, useMessage, ...) read the kit the modal draws.
    <FoyerClientContext.Provider value={live}>
      <ModalFrame
        foyer={foyer}
        embedded={client?.kernel.config.embedded ?? foyer.options.embedded === true}
        title={title}
        canGoBack={canGoBack && live !== undefined}
        shake={shake && live !== undefined}
        onBack={onBack}
        onClose={onClose}
        opening={live === undefined}
        hidden={!shown}
        footer={
          live !== undefined && content !== undefined ? <content.Toast client={live} /> : null
        }
      >
        {body}
      </ModalFrame>
    </FoyerClientContext.Provider>
  )
}
