// The screenshot tests' harness (issue 34, point 5): the demo drawn in a Chromium set up to
// rasterise the same way on every machine (bundled fonts, no hinting or LCD text, sRGB, no
// motion, a frozen clock), each view compared with its committed baseline within a small
// pixel tolerance, and checked to fit the viewport.
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { Browser, BrowserContext, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { fitProblems } from "./dialogFit"
import { freezeHistoryTimes } from "./frozenHistory"
import { launchChromium } from "./launchChromium"
import { type Comparison, compareWithBaseline, resultsDir } from "./screenshotBaselines"
import { linkFonts, routeFonts, screenshotFonts } from "./screenshotFonts"
import type { ScreenshotLocale } from "./screenshotsTexts"
import { type DemoSite, startDemoSite } from "./startDemoSite"

/** The two viewports every view is drawn at. */
export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const

/** One way of drawing the modal: theme, language and viewport. */
export interface ScreenshotVariant {
  readonly theme: "light" | "dark"
  readonly locale: ScreenshotLocale
  readonly viewport: keyof typeof viewports
}

/** The variant as it ends a baseline's name: `light.en.desktop`. */
export const variantName = (variant: ScreenshotVariant): string =>
  `${variant.theme}.${variant.locale}.${variant.viewport}`

// ---------------------------------------------------------------------------------------------
// The suite: one sandbox, demo and Chromium per file.

/** A file's demo site and the Chromium it screenshots in. */
export interface ScreenshotSuite {
  readonly site: DemoSite
  readonly browser: Browser
}

/**
 * Registers the hooks of a screenshot file: a fresh sandbox (so balances are the seeded ones)
 * with the demo, and Chromium launched with the stable-rendering flags. Call it at the top
 * level of the test file.
 */
export const screenshotSuite = (projectId: string): (() => ScreenshotSuite) => {
  let site: DemoSite | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    ;[site, browser] = await Promise.all([
      startDemoSite({ projectId }),
      launchChromium({ stableRendering: true }),
    ])
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  }, 60_000)
  return () => {
    if (site === undefined || browser === undefined) throw new Error("the suite has not started")
    return { site, browser }
  }
}

/**
 * Opens the demo in `variant`'s theme, language and viewport, in a new context with the test
 * wallet injected: device scale 1, reduced motion, UTC, the bundled fonts, the history's times
 * frozen, and `Date` fixed at this second (timers still run) so no countdown moves.
 */
export const openScreenshotPage = async (
  { site, browser }: ScreenshotSuite,
  variant: ScreenshotVariant,
  query: Readonly<Record<string, string>> = {},
): Promise<{ readonly context: BrowserContext; readonly page: Page }> => {
  const { viewport, isMobile, hasTouch } = viewports[variant.viewport]
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor: 1,
    locale: "en-US",
    timezoneId: "UTC",
    reducedMotion: "reduce",
    colorScheme: variant.theme,
  })
  try {
    const origin = new URL(site.demo.url).origin
    await routeFonts(context, origin)
    await freezeHistoryTimes(context)
    const page = await context.newPage()
    // A whole second: the QR's expiry is counted in seconds, so its countdown shows 5:00.
    await page.clock.setFixedTime(Math.floor(Date.now() / 1000) * 1000)
    await page.addInitScript({ content: site.walletScript() })
    await page.addInitScript({ content: linkFonts })
    const search = new URLSearchParams({
      ...query,
      theme: variant.theme,
      lang: variant.locale,
    }).toString()
    await page.goto(new URL(`?${search}`, site.demo.url).href)
    // Every face up front, so none swaps in between two screenshots of a view.
    await page.evaluate(async () => {
      await Promise.all([...document.fonts].map((face) => face.load()))
      await document.fonts.ready
    })
    return { context, page }
  } catch (error) {
    await context.close()
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing, comparing and measuring one view.

const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )

/** Frames in a row without a change to the page's DOM after which a view counts as drawn. */
const quietFrames = 10

/**
 * Waits until the dialog shows none of `busyTexts`, the page's DOM has not changed for
 * {@link quietFrames} frames (a row inserts its icon a frame or two after the row), its images
 * are decoded and the fonts loaded, with the pointer moved off it (no hover state).
 */
export const settle = async (
  page: Page,
  dialog: Locator,
  busyTexts: ReadonlyArray<string>,
): Promise<void> => {
  await page.mouse.move(0, 0)
  await expect
    .poll(
      () =>
        dialog.evaluate(
          async (element, { busy, frames }) => {
            const text = (element as HTMLElement).innerText
            const loading = busy.find((entry) => text.includes(entry))
            if (loading !== undefined) return `shows "${loading}"`
            // Counted in frames, not time: the page's Date is frozen.
            let changed = false
            const observer = new MutationObserver(() => {
              changed = true
            })
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            })
            for (let frame = 0; frame < frames && !changed; frame++) {
              await new Promise((resolve) => requestAnimationFrame(resolve))
            }
            observer.disconnect()
            if (changed) return "still changing"
            const images = [...element.querySelectorAll("img")]
            // decode() rejects for a broken image, which is drawn as it is.
            await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
            if (images.some((image) => !image.complete)) return "loads an image"
            if (document.fonts.status !== "loaded") return "loads a font"
            return "ready"
          },
          { busy: busyTexts, frames: quietFrames },
        ),
      { timeout: 20_000, interval: 50 },
    )
    .toBe("ready")
}

/**
 * A screenshot of the viewport once two in a row, a frame apart or more, are the same (as
 * Playwright's own toHaveScreenshot waits), with `mask` painted over.
 */
const stableScreenshot = async (
  page: Page,
  mask: ReadonlyArray<Locator>,
): Promise<{ readonly png: Buffer; readonly stable: boolean }> => {
  const take = () =>
    page.screenshot({
      animations: "disabled",
      caret: "hide",
      scale: "css",
      mask: [...mask],
      maskColor: "#ff00ff",
    })
  let previous = await take()
  for (let attempt = 0; attempt < 30; attempt++) {
    await nextFrames(page)
    const current = await take()
    if (current.equals(previous)) return { png: current, stable: true }
    previous = current
  }
  return { png: previous, stable: false }
}

/** What one view's check found. */
export interface ViewCheck {
  readonly comparison: Comparison
  /** The screenshot's problems: the comparison's, text the bundled fonts lack, instability. */
  readonly problems: ReadonlyArray<string>
  /** Why the dialog does not fit the viewport (see {@link fitProblems}), if it does not. */
  readonly fit: ReadonlyArray<string>
}

/**
 * Draws the open dialog for its screenshot (settled, stable, `mask` painted over), compares it
 * with the baseline `<view>.<variant>` and checks that it fits the viewport.
 */
export const checkView = async (
  page: Page,
  dialog: Locator,
  options: {
    readonly view: string
    readonly variant: ScreenshotVariant
    readonly busyTexts: ReadonlyArray<string>
    readonly mask?: ReadonlyArray<Locator>
  },
): Promise<ViewCheck> => {
  const name = `${options.view}.${variantName(options.variant)}`
  await settle(page, dialog, options.busyTexts)
  const { covers } = await screenshotFonts()
  const text = await dialog.evaluate((element) => (element as HTMLElement).innerText)
  const missing = [...new Set([...text].filter((char) => !covers(char.codePointAt(0) ?? 0)))]
  const { png, stable } = await stableScreenshot(page, options.mask ?? [])
  const comparison = await compareWithBaseline(name, png)
  const fit = await fitProblems(dialog)
  return {
    comparison,
    problems: [
      ...(comparison.problem === undefined ? [] : [comparison.problem]),
      ...(stable
        ? []
        : [`${name}: the view kept changing, no two screenshots in a row were the same`]),
      ...(missing.length === 0
        ? []
        : [
            `${name}: the bundled fonts cannot draw ${missing.map((char) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()})`).join(", ")}; it would come from a font of the machine`,
          ]),
    ],
    fit: fit.map((problem) => `${name} does not fit the viewport: ${problem}`),
  }
}

/**
 * Writes each view's share of differing pixels for `variant` to
 * test-results/screenshots/shares.<variant>.json, to see the noise between runs.
 */
export const recordShares = async (
  variant: ScreenshotVariant,
  checks: ReadonlyArray<ViewCheck>,
): Promise<void> => {
  const shares = Object.fromEntries(
    checks.map(({ comparison }) => [comparison.name, comparison.share]),
  )
  await mkdir(resultsDir, { recursive: true })
  await writeFile(
    join(resultsDir, `shares.${variantName(variant)}.json`),
    `${JSON.stringify(shares, null, 2)}\n`,
  )
}
