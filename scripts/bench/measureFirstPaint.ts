import type { Browser } from "playwright-core"
import { emulateNetwork } from "./emulateNetwork"
import { armFirstPaint, firstPaintResult, type PageFirstPaint } from "./firstPaintTiming"
import type { BenchMode } from "./OpeningRun"

/**
 * Loads `url` once, cold (a fresh context: empty cache and storage), on `mode`'s network, and
 * reports when its Connect Wallet button showed and which of its scripts were fetched before
 * (see armFirstPaint).
 */
export const measureFirstPaint = async (
  browser: Browser,
  url: string,
  mode: BenchMode,
): Promise<PageFirstPaint> => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  try {
    const page = await context.newPage()
    await context.addInitScript(armFirstPaint)
    await emulateNetwork(page, mode)
    await page.goto(url, { waitUntil: "load" })
    return (await page.evaluate(firstPaintResult)) as PageFirstPaint
  } finally {
    await context.close()
  }
}
