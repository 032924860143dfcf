// The screenshot pages' fonts (issue 34, point 5).
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import type { BrowserContext, Route } from "playwright-core"

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
export const screenshotFonts = (): Promise<ScreenshotFonts> => {
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
export const routeFonts = async (context: BrowserContext, origin: string): Promise<void> => {
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
export const linkFonts = `
  document.addEventListener("DOMContentLoaded", () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "${fontPath}fonts.css";
    document.head.append(link);
  });
`

// ---------------------------------------------------------------------------------------------
