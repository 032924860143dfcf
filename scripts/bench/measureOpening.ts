import type { Browser, Page, Response } from "playwright-core"
import { openDemoPage } from "../../test/e2e/openDemoPage"
import type { DemoSite } from "../../test/e2e/startDemoSite"
import { kernelStartMeasure } from "../../ui/createFoyer"
import { chunkOwner, gzipBytes } from "../measureDemoLoad"
import { emulateNetwork } from "./emulateNetwork"
import type { TimedRequest } from "./groupWaves"
import type { BenchMode, OpeningRun, OpeningTrigger } from "./OpeningRun"
import {
  armOpening,
  openingResult,
  type PageAfterOpening,
  type PageOpening,
  readAfterOpening,
} from "./pageTiming"

/** How long the network must be idle to count as quiet, before the trigger and after. */
const quietMs = 500

/** How long to wait for quiet at most: a page that polls is never quiet. */
const quietAtMostMs = 10_000

/** How often to look whether the network is quiet. */
const quietPollMs = 25

/** How long the demo may take, once quiet, to record the kernel's start (the bare page has none). */
const kernelStartWaitMs = 5_000

/** A page to measure: the bare dialog or the demo, with whose JS counts as Foyer's. */
export interface OpeningTarget {
  readonly name: "bare" | "demo"
  readonly url: string
}

/** Counts the page's requests in flight, to wait until its network is quiet. */
const watchNetwork = (page: Page) => {
  let inFlight = 0
  let lastActivity = Date.now()
  page.on("request", () => {
    inFlight++
    lastActivity = Date.now()
  })
  const settled = () => {
    inFlight--
    lastActivity = Date.now()
  }
  page.on("requestfinished", settled)
  page.on("requestfailed", settled)
  return {
    /** Resolves once nothing was in flight for `quietMs`, or after `quietAtMostMs`. */
    quiet: async () => {
      const giveUpAt = Date.now() + quietAtMostMs
      while (!(inFlight <= 0 && Date.now() - lastActivity >= quietMs) && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, quietPollMs))
      }
    },
  }
}

/** Whether `url` is a script or stylesheet of the page's own origin. */
const isOwnCode = (url: URL, origin: string) =>
  url.origin === origin && (url.pathname.endsWith(".js") || url.pathname.endsWith(".css"))

/**
 * Opens `target` once, cold (a fresh context: empty cache and storage, the test wallet
 * installed as the e2e tests do, on both pages alike), on `mode`'s network, waits for the load
 * and a quiet network, then opens the modal by `trigger` and measures it (see armOpening).
 * Then waits for the network to be quiet again and reads the scripts and stylesheets fetched
 * after the trigger and the kernel's start. For the demo, also sums the gzip bytes of Foyer's
 * scripts loaded before the trigger, as `npm run size` does.
 */
export const measureOpening = async (
  browser: Browser,
  site: DemoSite,
  target: OpeningTarget,
  mode: BenchMode,
  trigger: OpeningTrigger,
): Promise<OpeningRun> => {
  const opened = await openDemoPage(browser, site, { navigate: false })
  const { page } = opened
  try {
    const origin = new URL(target.url).origin
    await emulateNetwork(page, mode)
    const network = watchNetwork(page)
    let beforeTrigger = true
    const firstPaintScripts: Array<Promise<number>> = []
    if (target.name === "demo") {
      page.on("response", (response: Response) => {
        const url = new URL(response.url())
        if (!beforeTrigger || !url.pathname.endsWith(".js") || url.origin !== origin) return
        if (chunkOwner(url.pathname) !== "foyer") return
        firstPaintScripts.push(response.body().then(gzipBytes))
      })
    }
    await page.goto(target.url, { waitUntil: "load" })
    await page.getByRole("button", { name: "Connect Wallet", exact: true }).waitFor()
    await network.quiet()
    beforeTrigger = false
    const focused = await page.evaluate(armOpening(trigger))
    if (!focused) throw new Error(`The ${target.name} page's Connect Wallet button took no focus`)
    if (trigger === "keyboard") await page.keyboard.press("Enter")
    const opening = (await page.evaluate(openingResult)) as PageOpening
    await network.quiet()
    const after = (await page.evaluate(
      readAfterOpening(
        opening.startedAt,
        kernelStartMeasure,
        target.name === "demo" ? kernelStartWaitMs : 0,
      ),
    )) as PageAfterOpening
    const requests: TimedRequest[] = after.resources
      .map((resource) => ({ ...resource, url: new URL(resource.url) }))
      .filter((resource) => isOwnCode(resource.url, origin))
      .map((resource) => ({
        path: resource.url.pathname,
        startMs: resource.startMs,
        endMs: resource.endMs,
      }))
    const gzip = await Promise.all(firstPaintScripts)
    return {
      dialogMs: opening.dialogMs,
      dialogInDomMs: opening.dialogInDomMs,
      optionMs: opening.optionMs,
      kernelStartMs: after.measureMs,
      requests,
      firstPaintGzipBytes: gzip.reduce((total, bytes) => total + bytes, 0),
    }
  } finally {
    await opened.close()
  }
}
