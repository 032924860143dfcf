import { isBrowser } from "../limits/decideErrorReport"

/** Where usage events and error reports say they come from (spec 3: url, domain). */
export interface PageLocation {
  readonly url: string
  readonly domain: string
}

/** What telemetry needs from the page it runs in; tests hand in their own. */
export interface TelemetryPage {
  /** The page's URL and host name, read when an event is recorded. */
  readonly location: () => PageLocation
  /**
   * The browser's beacon (`navigator.sendBeacon`), which still delivers while the page goes
   * away; undefined where there is none (Node), and batches go through the provider API.
   */
  readonly sendBeacon: ((url: string, body: string) => boolean) | undefined
  /** Calls `listener` whenever the page is hidden or left; returns the unsubscribe. */
  readonly onHide: (listener: () => void) => () => void
  /** Whether the code runs in a browser: error reports are sent only there (spec 5). */
  readonly inBrowser: () => boolean
}

const noLocation: PageLocation = { url: "", domain: "" }

/**
 * The page the kit runs in: `location`, `navigator.sendBeacon`, and page hide as both
 * `visibilitychange` to hidden and `pagehide` (Safari and bfcache fire only the latter, a tab
 * switch only the former). Outside a browser: no location, no beacon, never hidden.
 */
export const browserPage = (): TelemetryPage => ({
  location: () =>
    typeof location === "undefined"
      ? noLocation
      : { url: location.href, domain: location.hostname },
  sendBeacon:
    typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function"
      ? // A string body goes as text/plain: a CORS-safelisted type, so Chromium sends the
        // beacon cross-origin without a preflight (an application/json Blob is refused).
        (url, body) => navigator.sendBeacon(url, body)
      : undefined,
  onHide: (listener) => {
    if (typeof window === "undefined" || typeof document === "undefined") return () => undefined
    const onVisibility = () => {
      if (document.visibilityState === "hidden") listener()
    }
    document.addEventListener("visibilitychange", onVisibility)
    window.addEventListener("pagehide", listener)
    return () => {
      document.removeEventListener("visibilitychange", onVisibility)
      window.removeEventListener("pagehide", listener)
    }
  },
  inBrowser: isBrowser,
})
