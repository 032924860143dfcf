/**
 * The exchange's pay page opens in a popup of the social-login popup's size (spec 2: 600
 * wide by 800 high), centred on the page's window.
 */
export const payPopupSize = { width: 600, height: 800 } as const

/** Where the page's window is on the screen, and how it opens windows. */
export type PayPopupHost = Pick<
  Window,
  "open" | "screenX" | "screenY" | "outerWidth" | "outerHeight"
>

/** The exchange's window as the pay service drives it. */
export interface PayWindow {
  /** Shows the exchange's page in it. */
  readonly show: (url: string) => void
  readonly close: () => void
}

/** The `window.open` features of the pay popup: 600 x 800, centred on the opener. */
export const payPopupFeatures = (host: Omit<PayPopupHost, "open">): string => {
  const { width, height } = payPopupSize
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

/**
 * Opens the pay popup, blank until `show` gives it the exchange's page, or undefined when the
 * browser blocked it. Called in the click's own handler: the page's URL is known only after a
 * request, and a popup opened after that no longer follows a click, so browsers block it.
 * The popup loses its `opener`, so the exchange's page cannot reach this page.
 */
export const openPayWindow = (host: PayPopupHost): PayWindow | undefined => {
  const popup = host.open("about:blank", "foyer-pay", payPopupFeatures(host))
  if (popup === null || popup.closed) return undefined
  popup.opener = null
  return {
    show: (url) => {
      popup.location.href = url
    },
    close: () => popup.close(),
  }
}
