// The screenshot tests' harness (issue 34, point 5): the demo drawn in a Chromium set up to
// rasterise the same way on every machine (bundled fonts, no hinting or LCD text, sRGB, no
// motion, a frozen clock), each view compared with its committed baseline within a small
// pixel tolerance, and checked to fit the viewport.
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import pixelmatch from "pixelmatch"
import type { Browser, BrowserContext, Locator, Page, Route } from "playwright-core"
import { PNG } from "pngjs"
import { afterAll, beforeAll, expect } from "vitest"
import { launchChromium } from "./launchChromium"
import type { ScreenshotLocale } from "./screenshotsTexts"
import { type DemoSite, startDemoSite } from "./startDemoSite"

const repo = fileURLToPath(new URL("../../", import.meta.url))

/** The committed baselines: `<view>.<theme>.<locale>.<viewport>.png`. */
export const baselineDir = fileURLToPath(new URL("./screenshots/", import.meta.url))

/** Where a failed comparison leaves its actual and diff images (gitignored). */
export const resultsDir = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url))

/** `FOYER_UPDATE_SCREENSHOTS=1` (npm run screenshots:update) writes missing or changed baselines. */
export const updatingBaselines = process.env.FOYER_UPDATE_SCREENSHOTS === "1"

/** pixelmatch's per-pixel colour distance (0 to 1) under which two pixels count as the same. */
export const pixelThreshold = 0.1

/**
 * The share of a screenshot's pixels that may differ from its baseline: 0.01 % (about 100
 * pixels at 1280×800, 30 on the phone). Two runs on one machine differ by none; a real change
 * as small as a badge's letter moves more, which a looser tolerance (0.2 % is 2000 pixels)
 * let through.
 */
export const allowedShare = 0.0001

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
// Fonts: Noto Sans and Noto Sans Arabic (SIL OFL 1.1) from their npm packages, served on the
// demo's own origin (its CSP allows fonts and styles from 'self' only) and set as the theme's
// font in the screenshot pages alone, so no glyph comes from a font the machine happens to have.

const fontPath = "/__foyer-screenshot-fonts/"
const fontStack = '"Foyer Screenshot Sans", "Foyer Screenshot Arabic", "Foyer Screenshot Symbols"'
const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

/** A family made of subsets of one Fontsource package, each with its unicode-range. */
const fontFamilies = [
  {
    family: "Foyer Screenshot Sans",
    pkg: "@fontsource/noto-sans",
    subsets: ["latin", "latin-ext"],
  },
  { family: "Foyer Screenshot Arabic", pkg: "@fontsource/noto-sans-arabic", subsets: ["arabic"] },
  {
    family: "Foyer Screenshot Symbols",
    pkg: "@fontsource/noto-sans-arabic",
    subsets: ["symbols", "math"],
  },
] as const
const fontWeights = [400, 500, 600, 700] as const

/** The served font files by name, and the style sheet declaring them. */
interface ScreenshotFonts {
  readonly files: ReadonlyMap<string, string>
  readonly css: string
  /** Every code point some face covers, to find text the bundled fonts cannot draw. */
  readonly covers: (codePoint: number) => boolean
}

const parseRanges = (ranges: string): ReadonlyArray<readonly [number, number]> =>
  ranges.split(",").map((range) => {
    const [start, end = start] = range.trim().replace(/^U\+/, "").split("-")
    return [Number.parseInt(start ?? "", 16), Number.parseInt(end ?? "", 16)] as const
  })

let fonts: Promise<ScreenshotFonts> | undefined
const screenshotFonts = (): Promise<ScreenshotFonts> => {
  fonts ??= (async () => {
    const files = new Map<string, string>()
    const faces: Array<string> = []
    const covered: Array<readonly [number, number]> = []
    for (const { family, pkg, subsets } of fontFamilies) {
      const dir = packageDir(pkg)
      const ranges = JSON.parse(await readFile(join(dir, "unicode.json"), "utf8")) as Record<
        string,
        string
      >
      for (const subset of subsets) {
        const range = ranges[subset]
        if (range === undefined) throw new Error(`${pkg} has no ${subset} subset`)
        covered.push(...parseRanges(range))
        for (const weight of fontWeights) {
          const file = `${pkg.split("/")[1]}-${subset}-${weight}-normal.woff2`
          files.set(file, join(dir, "files", file))
          faces.push(
            `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};` +
              `font-display:block;src:url(${fontPath}${file}) format("woff2");unicode-range:${range}}`,
          )
        }
      }
    }
    // The theme's font variable is set on [data-foyer][data-theme=…]; !important wins over it
    // and over a dApp's themeVariables. The demo page's own elements (seen behind the overlay)
    // use it too; the kit's are left to inherit it, as a dApp's theme font would reach them.
    const css = [
      ...faces,
      `[data-foyer]{--foyer-font-family:${fontStack} !important}`,
      `#root :not([data-foyer], [data-foyer] *){font-family:${fontStack} !important}`,
    ].join("\n")
    return {
      files,
      css,
      covers: (codePoint) =>
        codePoint < 0x20 || covered.some(([start, end]) => codePoint >= start && codePoint <= end),
    }
  })()
  return fonts
}

/** Serves the fonts and their style sheet under the demo's origin for `context`. */
const routeFonts = async (context: BrowserContext, origin: string): Promise<void> => {
  const { files, css } = await screenshotFonts()
  await context.route(`${origin}${fontPath}**`, async (route: Route) => {
    const name = new URL(route.request().url()).pathname.slice(fontPath.length)
    if (name === "fonts.css") {
      await route.fulfill({ contentType: "text/css", body: css })
      return
    }
    const file = files.get(name)
    if (file === undefined) {
      await route.fulfill({ status: 404, body: "" })
      return
    }
    await route.fulfill({ contentType: "font/woff2", body: await readFile(file) })
  })
}

// Runs before the page's scripts on every navigation: links the fonts' style sheet (a <link>
// from the page's origin, which its CSP allows, where an inline <style> would be refused).
const linkFonts = `
  document.addEventListener("DOMContentLoaded", () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "${fontPath}fonts.css";
    document.head.append(link);
  });
`

// ---------------------------------------------------------------------------------------------
// What changes between runs: block times (the devnets start at the wall clock's time) and the
// page's clock (the WalletConnect QR's countdown, any date the kit writes).

/** The time the history's transactions are shown mined at: newest first, an hour apart. */
const frozenMinedAt = (index: number) =>
  new Date(Date.UTC(2026, 0, 15, 12) - index * 3_600_000).toISOString()

/** Replaces every `minedAt` in a history page, in order, with {@link frozenMinedAt}'s. */
const freezeMinedAt = (value: unknown, next: { index: number }): unknown => {
  if (Array.isArray(value)) return value.map((item) => freezeMinedAt(item, next))
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === "minedAt" && typeof field === "string"
        ? frozenMinedAt(next.index++)
        : freezeMinedAt(field, next),
    ]),
  )
}

/** Rewrites the provider API's transaction history so Activity shows the same dates every run. */
const freezeHistoryTimes = async (context: BrowserContext): Promise<void> => {
  await context.route(
    (url) => /^\/v1\/account\/[^/]+\/history$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch()
      const body: unknown = await response.json()
      await route.fulfill({ response, json: freezeMinedAt(body, { index: 0 }) })
    },
  )
}

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

/** How a screenshot compared with its baseline. */
export interface Comparison {
  /** The baseline's name, `<view>.<variant>`. */
  readonly name: string
  /** The share of pixels that differ (0 when the baseline was just written). */
  readonly share: number
  /** What is wrong, when something is. */
  readonly problem?: string
}

const writeImage = async (path: string, png: Buffer) => {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, png)
}

/**
 * Compares `png` with the baseline `name`: a missing baseline, another size, or more than
 * {@link allowedShare} of the pixels differing is a problem, and leaves the actual and diff
 * images in test-results/screenshots; with FOYER_UPDATE_SCREENSHOTS=1 the baseline is written
 * instead (only when missing or changed, so noise never rewrites one).
 */
export const compareWithBaseline = async (name: string, png: Buffer): Promise<Comparison> => {
  const baselinePath = join(baselineDir, `${name}.png`)
  const actualPath = join(resultsDir, `${name}.actual.png`)
  const update = async (share: number): Promise<Comparison> => {
    await writeImage(baselinePath, png)
    return { name, share }
  }
  const baseline = await readFile(baselinePath).catch(() => undefined)
  if (baseline === undefined) {
    if (updatingBaselines) return update(0)
    await writeImage(actualPath, png)
    return {
      name,
      share: 1,
      problem: `${name}: no baseline ${relative(repo, baselinePath)} (run npm run screenshots:update); actual in ${relative(repo, actualPath)}`,
    }
  }
  const expected = PNG.sync.read(baseline)
  const actual = PNG.sync.read(png)
  if (expected.width !== actual.width || expected.height !== actual.height) {
    if (updatingBaselines) return update(1)
    await writeImage(actualPath, png)
    return {
      name,
      share: 1,
      problem: `${name}: ${actual.width}×${actual.height} px, the baseline is ${expected.width}×${expected.height}; actual in ${relative(repo, actualPath)}`,
    }
  }
  const { width, height } = actual
  const diff = new PNG({ width, height })
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: pixelThreshold,
  })
  const share = differing / (width * height)
  if (share <= allowedShare) return { name, share }
  if (updatingBaselines) return update(share)
  const diffPath = join(resultsDir, `${name}.diff.png`)
  await writeImage(actualPath, png)
  await writeImage(diffPath, PNG.sync.write(diff))
  return {
    name,
    share,
    problem: `${name}: ${(share * 100).toFixed(3)} % of pixels differ (at most ${allowedShare * 100} %); actual in ${relative(repo, actualPath)}, diff in ${relative(repo, diffPath)}`,
  }
}

/**
 * Why the dialog does not fit the viewport, if it does not: it must lie inside it, and when
 * its content is taller the content scrolls inside it (every control can be scrolled into
 * view, uncovered) while its title stays in view (the header is fixed). Scroll positions are
 * put back afterwards.
 */
export const fitProblems = (dialog: Locator): Promise<ReadonlyArray<string>> =>
  dialog.evaluate((panel) => {
    const problems: Array<string> = []
    // The visual viewport: on a phone, a page wider than the screen widens the layout one.
    const width = window.visualViewport?.width ?? window.innerWidth
    const height = window.visualViewport?.height ?? window.innerHeight
    const box = panel.getBoundingClientRect()
    if (box.top < -0.5 || box.left < -0.5 || box.bottom > height + 0.5 || box.right > width + 0.5) {
      problems.push(
        `the dialog (${Math.round(box.width)}×${Math.round(box.height)} px at ${Math.round(box.left)},${Math.round(box.top)}) is not inside the ${width}×${height} viewport`,
      )
    }
    // The page's own scrolling too: scrollIntoView scrolls every ancestor that can scroll.
    const everything = [
      ...(document.scrollingElement === null ? [] : [document.scrollingElement]),
      panel,
      ...panel.querySelectorAll<HTMLElement>("*"),
    ]
    const scrolled = everything.filter(
      (element) => element.scrollTop !== 0 || element.scrollLeft !== 0,
    )
    const positions = scrolled.map(
      (element) => [element, element.scrollTop, element.scrollLeft] as const,
    )
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`
    const controls = [
      ...panel.querySelectorAll<HTMLElement>(
        "button, a[href], input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
      ),
      // Shown ones only: not in a closed <details> (content-visibility), hidden or inert part.
    ].filter(
      (control) =>
        control.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) &&
        !control.closest("[inert]"),
    )
    for (const control of controls) {
      control.scrollIntoView({ block: "nearest", inline: "nearest" })
      const rect = control.getBoundingClientRect()
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      if (x < 0 || y < 0 || x > width || y > height) {
        problems.push(`${describe(control)} cannot be scrolled into the viewport`)
        continue
      }
      const hit = document.elementFromPoint(x, y)
      if (hit !== null && !control.contains(hit) && !hit.contains(control)) {
        problems.push(`${describe(control)} is covered by ${describe(hit)} when scrolled into view`)
      }
    }
    const titleId = panel.getAttribute("aria-labelledby")
    const title = titleId === null ? null : document.getElementById(titleId)
    const last = controls.at(-1)
    if (title !== null && last !== undefined) {
      last.scrollIntoView({ block: "nearest", inline: "nearest" })
      const rect = title.getBoundingClientRect()
      if (
        rect.bottom <= 0 ||
        rect.top >= height ||
        rect.bottom <= panel.getBoundingClientRect().top
      ) {
        problems.push("the title scrolls out of view with the content (the header is not fixed)")
      }
    }
    for (const element of everything) {
      if (element.scrollTop !== 0 || element.scrollLeft !== 0) {
        element.scrollTop = 0
        element.scrollLeft = 0
      }
    }
    for (const [element, top, left] of positions) {
      element.scrollTop = top
      element.scrollLeft = left
    }
    return problems
  })

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
