import { mkdir } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Page } from "playwright-core"

/** Where the end-to-end screenshots go (kept as CI artifacts; gitignored). */
export const screenshotRoot = fileURLToPath(new URL("../../test-results/e2e/", import.meta.url))

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)

/** Saves a full-page screenshot as test-results/e2e/<test>/<view>.png and returns its path. */
export const saveScreenshot = async (page: Page, test: string, view: string): Promise<string> => {
  const folder = join(screenshotRoot, slug(test))
  await mkdir(folder, { recursive: true })
  const path = join(folder, `${slug(view)}.png`)
  await page.screenshot({ path, fullPage: true, animations: "disabled" })
  return path
}
