/**
 * The onramp provider's page opens in a popup of the same size as the social-login popup
 * (spec 2: 600 wide by 800 high), centred on the page's window.
 */
export const onrampPopupSize = { width: 600, height: 800 } as const

/** Where the page's window is on the screen (the fields of `window` that place a popup). */
export interface OpenerGeometry {
  readonly screenX: number
  readonly screenY: number
  readonly outerWidth: number
  readonly outerHeight: number
}

/**
 * The `window.open` features of the purchase popup: 600 x 800, centred on the opener's window
 * (never above or left of the screen's origin).
 * @example
 * onrampPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 1600, outerHeight: 1000 })
 * // "popup=yes,width=600,height=800,left=500,top=100"
 */
export const onrampPopupFeatures = (opener: OpenerGeometry): string => {
  const { width, height } = onrampPopupSize
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

/** The purchase popup as the onramp service drives it. */
export interface PurchaseWindow {
  /** Shows the provider's page in it. */
  readonly show: (url: string) => void
  /** Whether the visitor (or the page itself) closed it. */
  readonly isClosed: () => boolean
  readonly close: () => void
}

/** What of the page's `window` opening the popup needs. */
export type PopupHost = OpenerGeometry & Pick<Window, "open">

/**
 * Opens the purchase popup, blank until `show` gives it the provider's page, or undefined when
 * the browser blocked it. It must be called in the click's own handler: the page's URL is only
 * known after a request, and a popup opened once that answers is blocked by most browsers (it
 * no longer follows a click). The popup loses its `opener`, so the provider's page cannot reach
 * this page.
 * @example
 * const popup = openPurchaseWindow(window) // in onClick
 */
export const openPurchaseWindow = (
  host: PopupHost,
  url = "about:blank",
): PurchaseWindow | undefined => {
  const popup = host.open(url, "foyer-onramp", onrampPopupFeatures(host))
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
