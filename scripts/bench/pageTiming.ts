// The code that runs in the page, the same on the bare dialog and on the demo. Strings, because
// tsx names the functions it compiles with a helper (`__name`) that does not exist in the page.
import type { OpeningTrigger } from "./OpeningRun"

/**
 * In-page code (a string) calling `callback` with the time the next frame was produced: the
 * next animation frame, then a posted message, whose task runs once that frame's style,
 * layout and paint are done. Both pages of every figure are timed with it.
 */
export const afterNextFrameSource = `const afterNextFrame = (callback) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      callback(performance.now())
    }
    requestAnimationFrame(() => channel.port2.postMessage(null))
  }`

/** The dialog, whatever opened it. */
export const dialogSelector = "[role=dialog]"

/** The dialog's first wallet option: a button in its list of wallets. */
export const firstOptionSelector = "[role=dialog] ul[aria-label=Wallets] button"

/** How long the page may take to show the dialog and its first wallet option. */
export const openingTimeoutMs = 20_000

/** What the page reports once the dialog and its first wallet option were shown. */
export interface PageOpening {
  /** performance.now() of the trigger: the click, or the Enter keydown's timeStamp. */
  readonly startedAt: number
  /** From the trigger to the frame that showed the dialog. */
  readonly dialogMs: number
  /** From the trigger to the frame that showed the first wallet option. */
  readonly optionMs: number
  /** From the trigger to the dialog being in the DOM (before that frame). */
  readonly dialogInDomMs: number
}

/**
 * Arms the timing in the page and pulls the trigger: for "click", a script `click()` on the
 * Connect Wallet button, without hovering first (no pointerenter, so no intent preload: the
 * worst case); for "keyboard", focuses the button (which may preload: a keyboard user gets
 * there by focus) and waits for the harness to press a real Enter key, timed from the keydown
 * event's timeStamp. The harness presses it at once, so what the focus started loading is
 * still arriving: the keyboard's worst case. The result is left in `window.__foyerBenchOpening` (a promise).
 *
 * "Visible" means: the element is in the DOM and rendered (not display:none or
 * visibility:hidden: `checkVisibility`), and the frame holding it has been produced. A
 * MutationObserver sees the element (a microtask after the commit); it then asks for the next
 * animation frame, and the rAF callback posts a message, whose task runs once that frame's
 * style, layout and paint are done: its time is the figure. Both pages are measured this
 * same way, so the method's own cost (a frame's wait, a posted message) is in both.
 */
export const armOpening = (trigger: OpeningTrigger): string => `(() => {
  const trigger = ${JSON.stringify(trigger)}
  const shown = (selector) => {
    const element = document.querySelector(selector)
    return element !== null && element.checkVisibility({ visibilityProperty: true })
  }
  const button = [...document.querySelectorAll("button")].find(
    (element) => element.textContent.trim() === "Connect Wallet",
  )
  if (button === undefined) throw new Error("No Connect Wallet button")
  // The default buffer (250 entries) would drop the requests after the click once full.
  performance.setResourceTimingBufferSize(10000)
  if (shown(${JSON.stringify(dialogSelector)})) throw new Error("A dialog shows before the trigger")
  ${afterNextFrameSource}
  window.__foyerBenchOpening = new Promise((resolve, reject) => {
    let startedAt
    let dialogInDomAt
    let dialogAt
    let optionSeen = false
    let optionAt
    const finish = () => {
      if (dialogAt === undefined || optionAt === undefined) return
      observer.disconnect()
      clearTimeout(timeout)
      resolve({
        startedAt,
        dialogMs: dialogAt - startedAt,
        optionMs: optionAt - startedAt,
        dialogInDomMs: dialogInDomAt - startedAt,
      })
    }
    const check = () => {
      if (startedAt === undefined) return
      if (dialogInDomAt === undefined && shown(${JSON.stringify(dialogSelector)})) {
        dialogInDomAt = performance.now()
        afterNextFrame((at) => {
          dialogAt = at
          finish()
        })
      }
      if (!optionSeen && shown(${JSON.stringify(firstOptionSelector)})) {
        optionSeen = true
        afterNextFrame((at) => {
          optionAt = at
          finish()
        })
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true })
    const timeout = setTimeout(() => {
      observer.disconnect()
      reject(new Error(
        "The page did not show " + (dialogInDomAt === undefined ? "the dialog" : "a wallet option") +
        " within ${openingTimeoutMs} ms of the " + trigger,
      ))
    }, ${openingTimeoutMs})
    if (trigger === "click") {
      startedAt = performance.now()
      button.click()
      check()
    } else {
      const onKeyDown = (event) => {
        if (event.key !== "Enter") return
        removeEventListener("keydown", onKeyDown, true)
        startedAt = event.timeStamp
      }
      addEventListener("keydown", onKeyDown, true)
      button.focus()
    }
  })
  return document.activeElement === button || trigger === "click"
})()`

/** The page's opening, once the dialog and its first wallet option showed. */
export const openingResult = "window.__foyerBenchOpening"

/** A resource the page fetched after the trigger, in ms from it (Resource Timing). */
export interface PageResource {
  readonly url: string
  readonly startMs: number
  readonly endMs: number
}

/** What the page reports once its network is quiet after the opening. */
export interface PageAfterOpening {
  readonly resources: ReadonlyArray<PageResource>
  /** The duration of the User Timing measure `measureName`, if the page recorded one. */
  readonly measureMs: number | undefined
}

/**
 * Reads, from the page's own clock, every resource fetched since `startedAt` (Resource
 * Timing: startTime to responseEnd, throttling included, on the same clock as the figures)
 * and the duration of the User Timing measure `measureName` (the kernel's start). The measure
 * may come after the network is quiet (the kernel starts once its code has arrived, on a busy
 * machine later still): it is awaited for up to `measureWaitMs`.
 */
export const readAfterOpening = (
  startedAt: number,
  measureName: string,
  measureWaitMs: number,
): string => `new Promise((resolve) => {
  const startedAt = ${JSON.stringify(startedAt)}
  const name = ${JSON.stringify(measureName)}
  const done = (measure) => {
    const resources = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime >= startedAt)
      .map((entry) => ({
        url: entry.name,
        startMs: entry.startTime - startedAt,
        endMs: entry.responseEnd - startedAt,
      }))
    resolve({ resources, measureMs: measure === undefined ? undefined : measure.duration })
  }
  const recorded = performance.getEntriesByName(name, "measure")[0]
  if (recorded !== undefined || ${JSON.stringify(measureWaitMs)} <= 0) return done(recorded)
  const observer = new PerformanceObserver((list) => {
    const measure = list.getEntriesByName(name)[0]
    if (measure === undefined) return
    observer.disconnect()
    clearTimeout(timeout)
    done(measure)
  })
  observer.observe({ type: "measure" })
  const timeout = setTimeout(() => {
    observer.disconnect()
    done(undefined)
  }, ${JSON.stringify(measureWaitMs)})
})`
