import type { Page } from "playwright-core"
import type { BenchMode } from "./OpeningRun"

/** The round trip added to every request on the throttled network (issue 14). */
export const throttledLatencyMs = 100

/**
 * Puts `page` on `mode`'s network: as is, or with `throttledLatencyMs` added to every request
 * (unlimited throughput). Call it before navigating, so the whole visit sees it; the session
 * stays attached with the page.
 */
export const emulateNetwork = async (page: Page, mode: BenchMode): Promise<void> => {
  if (mode === "unthrottled") return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttledLatencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}
