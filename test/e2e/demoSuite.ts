import type { Browser } from "playwright-core"
import { afterAll, afterEach, beforeAll } from "vitest"
import { launchChromium } from "./launchChromium"
import { type DemoPage, type OpenDemoPageOptions, openDemoPage } from "./openDemoPage"
import { type DemoSite, type StartDemoSiteOptions, startDemoSite } from "./startDemoSite"

/** One end-to-end file's shared demo site and browser, and the pages its tests open. */
export interface DemoSuite {
  /** The sandbox and the demo server (started once for the file). */
  readonly site: DemoSite
  /** Opens the demo in a fresh browser context; the page is closed after the test. */
  readonly openPage: (options?: OpenDemoPageOptions) => Promise<DemoPage>
}

/**
 * Registers the hooks of an end-to-end file: one sandbox + demo site and one Chromium for the
 * whole file (they are slow to start), a new context per page, every page closed after its
 * test. Call it at the top level of the test file.
 */
export const demoSuite = (
  projectId: string,
  siteOptions: Omit<StartDemoSiteOptions, "projectId"> = {},
): DemoSuite => {
  let site: DemoSite | undefined
  let browser: Browser | undefined
  const pages: DemoPage[] = []
  beforeAll(async () => {
    site = await startDemoSite({ ...siteOptions, projectId })
    browser = await launchChromium()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  }, 60_000)
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close()
  })
  const started = () => {
    if (site === undefined || browser === undefined)
      throw new Error("the demo suite has not started")
    return { site, browser }
  }
  return {
    get site() {
      return started().site
    },
    openPage: async (options) => {
      const { site, browser } = started()
      const page = await openDemoPage(browser, site, options)
      pages.push(page)
      return page
    },
  }
}
