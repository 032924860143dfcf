import { type Browser, chromium } from "playwright-core"
import { ChromiumNotFoundError, chromiumNotFoundMessage, findChromium } from "./findChromium"

/**
 * The Chromium the tests and the measuring scripts drive: FOYER_CHROMIUM (which the Vitest
 * global setup sets to the one it found or installed), else the first findChromium finds.
 */
export const chromiumPath = (): string => {
  const path = findChromium()
  if (path === undefined) throw new ChromiumNotFoundError(chromiumNotFoundMessage)
  return path
}

/**
 * The flags Chromium runs with: headless, and without the background traffic (component
 * updates, sync, QUIC probes) that would otherwise try to reach the internet.
 */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/**
 * Launches Chromium headless through playwright-core; Playwright gives each launch a fresh
 * temporary profile (user-data dir) and deletes it on close.
 */
export const launchChromium = async (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs })
