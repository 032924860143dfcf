/**
 * The social-login popup as the embedded wallet drives it (spec 2, 4): opened by the Connect
 * view's click at the secure site's loading page, then sent to the provider's sign-in page;
 * the result comes back from it as a window message, so only its window's messages count.
 */
export interface SocialPopup {
  /** The popup's window (`MessageEvent.source` of its messages). */
  readonly source: unknown
  /** Sends the popup to `url` (the provider's sign-in page). */
  readonly show: (url: string) => void
  /** Whether the visitor (or the page itself) closed it. */
  readonly isClosed: () => boolean
  readonly close: () => void
}

/** The name the social-login popup is opened under: a second login reuses the window. */
export const socialPopupName = "foyer-social-login"

/** The secure site's page the popup opens at while the sign-in address is asked for (spec 2). */
export const socialLoadingPath = "/social/loading"

/**
 * The loading page of the secure site whose frame page is `secureSiteUrl`.
 * @example
 * socialLoadingUrl("https://secure.example/frame") // "https://secure.example/social/loading"
 */
export const socialLoadingUrl = (secureSiteUrl: string): string =>
  new URL(socialLoadingPath, secureSiteUrl).href
