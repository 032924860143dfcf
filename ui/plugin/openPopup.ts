/**
 * A page a plugin shows outside the modal (an onramp provider's, an exchange's, a social
 * login's) opens in a popup of spec 2's social-login size: 600 wide by 800 high, centred on
 * the page's window.
 */
export const popupSize = { width: 600, height: 800 } as const

/** Where the page's window is on the screen (the fields of `window` that place a popup). */
export interface OpenerGeometry {
  readonly screenX: number
  readonly screenY: number
  readonly outerWidth: number
  readonly outerHeight: number
}

/** What of the page's `window` opening a popup needs. */
export type PopupHost = OpenerGeometry & Pick<Window, "open">

/** A popup as a plugin's service drives it. */
export interface PopupWindow {
  /** Shows a page in it. */
  readonly show: (url: string) => void
  /** Whether the visitor (or the page itself) closed it. */
  readonly isClosed: () => boolean
  readonly close: () => void
}

/**
 * The `window.open` features of a popup: {@link popupSize}, centred on the opener's window
 * (never above or left of the screen's origin).
 * @example
 * popupFeatures({ screenX: 0, screenY: 0, outerWidth: 1600, outerHeight: 1000 })
 * // "popup=yes,width=600,height=800,left=500,top=100"
 */
export const popupFeatures = (opener: OpenerGeometry): string => {
  const { width, height } = popupSize
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

/**
 * Opens a popup named `name` (a second open of the same name reuses it) at `url`, blank by
 * default until `show` gives it its page, or undefined when the browser blocked it. Call it in
 * the click's own handler: a page whose URL is known only after a request must open blank
 * first, since a popup opened once the request answers no longer follows a click and most
 * browsers block it. The popup loses its `opener`, so the page it shows cannot reach this one.
 * @example
 * const popup = openPopup(window, "foyer-onramp") // in onClick
 * popup?.show(url) // once the URL is known
 */
export const openPopup = (
  host: PopupHost,
  name: string,
  url = "about:blank",
): PopupWindow | undefined => {
  const popup = host.open(url, name, popupFeatures(host))
  if (popup === null || popup.closed) return undefined
  try {
    popup.opener = null
  } catch {
    // A page already navigated cross-origin refuses the write; it was opened by URL then.
  }
  return {
    show: (page) => {
      popup.location.href = page
    },
    isClosed: () => popup.closed,
    close: () => popup.close(),
  }
}
