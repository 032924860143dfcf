// The code that runs in the page from its first byte (an init script), the same on the fresh
// app with Foyer and on the bare one. A string, as pageTiming.ts's, for the same reason.

import { afterNextFrameSource } from "./pageTiming"

/** How long the page may take to show its Connect Wallet button. */
export const firstPaintTimeoutMs = 20_000

/** What the page reports once its Connect Wallet button showed. */
export interface PageFirstPaint {
  /** From the navigation's start (the page's time origin) to the frame showing the button. */
  readonly buttonMs: number
  /** The paths of the page's own scripts whose fetch started before that frame, in order. */
  readonly scripts: ReadonlyArray<string>
}

/**
 * Watches the document from before any page script runs: once a button reading "Connect
 * Wallet" is rendered (checkVisibility), waits for the frame holding it (the next animation
 * frame, then a posted message, as armOpening does) and records its time from the navigation's
 * start, with every script of the page's origin whose fetch started before it (Resource Timing:
 * the entry, its modulepreloads, anything imported before the first render). The result is
 * left in `window.__foyerBenchFirstPaint` (a promise).
 */
export const armFirstPaint = `(() => {
  const visibleButton = () =>
    [...document.querySelectorAll("button")].some(
      (element) =>
        element.textContent.trim() === "Connect Wallet" &&
        element.checkVisibility({ visibilityProperty: true }),
    )
  ${afterNextFrameSource}
  const ownScriptsBefore = (at) =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime <= at)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
      .map((url) => url.pathname)
  window.__foyerBenchFirstPaint = new Promise((resolve, reject) => {
    const check = () => {
      if (!visibleButton()) return
      observer.disconnect()
      clearTimeout(timeout)
      afterNextFrame((at) => resolve({ buttonMs: at, scripts: ownScriptsBefore(at) }))
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
    const timeout = setTimeout(() => {
      observer.disconnect()
      reject(new Error("The page showed no Connect Wallet button within ${firstPaintTimeoutMs} ms"))
    }, ${firstPaintTimeoutMs})
  })
})()`

/** The page's first paint, once its Connect Wallet button showed. */
export const firstPaintResult = "window.__foyerBenchFirstPaint"
