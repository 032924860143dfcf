import { type Browser, chromium } from "playwright-core"

/** Debian's Chromium, which the tests and the measuring scripts drive. */
export const chromiumPath = "/usr/bin/chromium"

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
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs })
