import { Result } from "effect"
import type { FrameArea } from "../EmbeddedWallet"
import { FrameNotSetError } from "./FrameNotSetError"

/** The secure frame's window as the page sees it: it can only be posted to. */
export interface FrameWindow {
  readonly postMessage: (message: unknown, targetOrigin: string) => void
}

/** The secure frame once appended to the page. */
export interface MountedFrame {
  /** The frame's window; null once the frame is removed (or before it has one). */
  readonly window: () => FrameWindow | null
  /**
   * Shows the frame over `area` of the viewport (the ApproveTransaction view's body), in the
   * tab order and the accessibility tree, named by `title`.
   */
  readonly show: (area: FrameArea, title: string) => void
  /** Hides the frame again: out of the layout, the tab order and the accessibility tree. */
  readonly hide: () => void
  /** Removes the frame from the page. */
  readonly remove: () => void
}

/** A message the page received: who sent it and what. */
export interface ReceivedMessage {
  readonly origin: string
  /** The sending window (`MessageEvent.source`). */
  readonly source: unknown
  readonly data: unknown
}

/** What the frame client needs from the page; tests hand in their own. */
export interface FrameHost {
  /** Appends the hidden secure frame showing `src`; fails when there is nowhere to append it. */
  readonly mount: (src: string) => Result.Result<MountedFrame, FrameNotSetError>
  /** Calls `listener` with every message the page receives; returns the unsubscribe. */
  readonly onMessage: (listener: (message: ReceivedMessage) => void) => () => void
}

/** The page parts the browser host uses: by default the page's own. */
export interface FramePage {
  readonly document: Document
  readonly window: Window
}

/**
 * Makes the hidden full-viewport secure-login frame (spec 1: "appended to the page"): it
 * covers the viewport when shown, and while hidden it is out of the layout, the tab order and
 * the accessibility tree. Passkeys are allowed in it, for the secure site's key recovery.
 */
const makeFrameElement = (document: Document, src: string): HTMLIFrameElement => {
  const iframe = document.createElement("iframe")
  // Inline styles (the CSSOM, not a style attribute in markup) pass a strict
  // Content-Security-Policy, and win over a host page's `iframe { display: block }`, which
  // would beat the `hidden` attribute's user-agent rule.
  const { style } = iframe
  style.position = "fixed"
  style.inset = "0"
  style.width = "100%"
  style.height = "100%"
  style.border = "none"
  style.zIndex = "2147483647"
  style.display = "none"
  iframe.hidden = true
  iframe.tabIndex = -1
  iframe.setAttribute("aria-hidden", "true")
  iframe.setAttribute("allow", "publickey-credentials-get; publickey-credentials-create")
  iframe.src = src
  return iframe
}

/**
 * Marks the shown frame as a part of the open modal outside its panel (the UI's
 * `dialogPartAttribute`): the modal's focus trap lets focus stay in it and Tab reach it.
 */
const dialogPartAttribute = "data-foyer-dialog-part"

/** Shows the frame over `area`: a fixed box the visitor can reach by keyboard and reader. */
const showFrameElement = (iframe: HTMLIFrameElement, area: FrameArea, title: string): void => {
  const { style } = iframe
  style.inset = "auto"
  style.top = `${area.top}px`
  style.left = `${area.left}px`
  style.width = `${area.width}px`
  style.height = `${area.height}px`
  style.display = "block"
  iframe.hidden = false
  iframe.title = title
  iframe.removeAttribute("tabindex")
  iframe.removeAttribute("aria-hidden")
  iframe.setAttribute(dialogPartAttribute, "")
}

/** Hides the frame again, full-viewport as made, out of the layout and the tab order. */
const hideFrameElement = (iframe: HTMLIFrameElement): void => {
  const { style } = iframe
  style.top = ""
  style.left = ""
  style.inset = "0"
  style.width = "100%"
  style.height = "100%"
  style.display = "none"
  iframe.hidden = true
  iframe.tabIndex = -1
  iframe.setAttribute("aria-hidden", "true")
  iframe.removeAttribute(dialogPartAttribute)
}

/** The browser page as a frame host: the frame goes into `document.body`. */
export const browserFrameHost = (
  page: FramePage = { document: globalThis.document, window: globalThis.window },
): FrameHost => ({
  mount: (src) => {
    const parent = page.document.body
    if (parent === null) return Result.fail(new FrameNotSetError({ part: "parent" }))
    const iframe = makeFrameElement(page.document, src)
    parent.appendChild(iframe)
    return Result.succeed({
      window: () => (iframe.isConnected ? iframe.contentWindow : null),
      show: (area, title) => showFrameElement(iframe, area, title),
      hide: () => hideFrameElement(iframe),
      remove: () => iframe.remove(),
    })
  },
  onMessage: (listener) => {
    const onMessage = (event: MessageEvent) =>
      listener({ origin: event.origin, source: event.source, data: event.data })
    page.window.addEventListener("message", onMessage)
    return () => page.window.removeEventListener("message", onMessage)
  },
})
