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
 * The flags added for screenshots compared pixel by pixel across machines: glyphs drawn
 * without hinting or subpixel (LCD) anti-aliasing, colours in sRGB whatever the machine's
 * profile, and Skia's portable code paths rather than the ones tuned to this processor.
 */
export const stableRenderingArgs = [
  "--font-render-hinting=none",
  "--disable-lcd-text",
  "--force-color-profile=srgb",
  "--disable-skia-runtime-opts",
  "--disable-partial-raster",
]

/** How to launch Chromium. */
export interface LaunchChromiumOptions {
  /** Adds {@link stableRenderingArgs}, for screenshot tests (default false). */
  readonly stableRendering?: boolean
}

/**
 * Launches Chromium headless through playwright-core; Playwright gives each launch a fresh
 * temporary profile (user-data dir) and deletes it on close.
 */
export const launchChromium = async (options: LaunchChromiumOptions = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args:
      options.stableRendering === true ? [...chromiumArgs, ...stableRenderingArgs] : chromiumArgs,
  })
