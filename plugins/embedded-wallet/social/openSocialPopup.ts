import { type PopupHost, popupFeatures } from "../../../ui/plugin"
import { type SocialPopup, socialPopupName } from "./SocialPopup"

/**
 * Opens the social-login popup (spec 2: 600 wide by 800 high, centred on the page's window) at
 * `url`, the secure site's loading page, or gives undefined when the browser blocked it. Call
 * it in the click's own handler (popup blockers). Unlike other popups it keeps its `opener`:
 * the secure site's result page posts the result to it (spec 4), which the kit accepts only
 * from the secure site's origin and this popup's window.
 * @example
 * const popup = openSocialPopup(window, wallet.socialLoadingUrl) // in onClick
 */
export const openSocialPopup = (host: PopupHost, url: string): SocialPopup | undefined => {
  const popup = host.open(url, socialPopupName, popupFeatures(host))
  if (popup === null || popup.closed) return undefined
  return {
    source: popup,
    show: (page) => {
      popup.location.href = page
    },
    isClosed: () => popup.closed,
    close: () => popup.close(),
  }
}
