import type { Browser } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { launchChromium } from "./launchChromium"

/**
 * One Chromium for the tests of a file (or of the describe block it is called in): launched
 * before them, closed after. Gives the running browser.
 * @example
 * const browser = chromiumForFile()
 * it("…", async () => { const context = await browser().newContext() })
 */
export const chromiumForFile = (): (() => Browser) => {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (browser === undefined) throw new Error("Chromium runs only while the file's tests do")
    return browser
  }
}
