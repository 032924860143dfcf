import { describe, expect, it } from "vitest"
import { type ChromiumFileView, ChromiumNotFoundError, findChromium } from "./findChromium"

/** A machine whose only executables are `executables`, and whose folders are the parents of `files`. */
const fakeView = (
  executables: ReadonlyArray<string>,
  options: { env?: Record<string, string>; files?: ReadonlyArray<string> } = {},
): ChromiumFileView => {
  const files = [...executables, ...(options.files ?? [])]
  return {
    env: options.env ?? {},
    homeDir: "/home/dev",
    playwrightCoreDir: "/repo/node_modules/playwright-core",
    isExecutable: (path) => executables.includes(path),
    list: (dir) => [
      ...new Set(
        files
          .filter((file) => file.startsWith(`${dir}/`))
          .map((file) => file.slice(dir.length + 1).split("/")[0] ?? ""),
      ),
    ],
  }
}

const everySystemBrowser = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
]
const cachedChrome = "/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome"

describe("findChromium", () => {
  it("prefers FOYER_CHROMIUM over every other browser", () => {
    const view = fakeView([...everySystemBrowser, "/opt/chrome/chrome"], {
      env: { FOYER_CHROMIUM: "/opt/chrome/chrome" },
    })
    expect(findChromium(view)).toBe("/opt/chrome/chrome")
  })

  it("names FOYER_CHROMIUM when it is set but not executable, rather than using another browser", () => {
    const view = fakeView(everySystemBrowser, { env: { FOYER_CHROMIUM: "/nonexistent" } })
    expect(() => findChromium(view)).toThrow(ChromiumNotFoundError)
    expect(() => findChromium(view)).toThrowErrorMatchingInlineSnapshot(
      `[ChromiumNotFoundError: Chromium not found: FOYER_CHROMIUM is "/nonexistent", which is not an executable file (point it to a Chrome/Chromium binary, or unset it)]`,
    )
  })

  it("ignores an empty FOYER_CHROMIUM", () => {
    expect(findChromium(fakeView(everySystemBrowser, { env: { FOYER_CHROMIUM: "" } }))).toBe(
      "/usr/bin/chromium",
    )
  })

  it("tries the system browsers in order: chromium, chromium-browser, google-chrome-stable, google-chrome", () => {
    const found = everySystemBrowser.map((_, i) =>
      findChromium(fakeView([...everySystemBrowser.slice(i), cachedChrome])),
    )
    expect(found).toEqual(everySystemBrowser)
  })

  it("falls back to Playwright's cache when no system browser is installed", () => {
    expect(findChromium(fakeView([cachedChrome]))).toBe(cachedChrome)
  })

  it("takes the newest Chromium revision in Playwright's cache", () => {
    const older = "/home/dev/.cache/ms-playwright/chromium-999/chrome-linux/chrome"
    const headlessShell =
      "/home/dev/.cache/ms-playwright/chromium_headless_shell-1300/chrome-linux/chrome"
    expect(findChromium(fakeView([older, headlessShell, cachedChrome]))).toBe(cachedChrome)
  })

  it("skips a cached build whose chrome is missing", () => {
    const older = "/home/dev/.cache/ms-playwright/chromium-999/chrome-linux/chrome"
    const broken = "/home/dev/.cache/ms-playwright/chromium-1300/chrome-linux64/chrome"
    expect(findChromium(fakeView([older], { files: [broken] }))).toBe(older)
  })

  it("reads Playwright's cache where PLAYWRIGHT_BROWSERS_PATH or XDG_CACHE_HOME put it", () => {
    const custom = "/browsers/chromium-1200/chrome-linux64/chrome"
    expect(
      findChromium(fakeView([custom], { env: { PLAYWRIGHT_BROWSERS_PATH: "/browsers" } })),
    ).toBe(custom)
    const local =
      "/repo/node_modules/playwright-core/.local-browsers/chromium-1200/chrome-linux/chrome"
    expect(findChromium(fakeView([local], { env: { PLAYWRIGHT_BROWSERS_PATH: "0" } }))).toBe(local)
    const xdg = "/xdg/ms-playwright/chromium-1200/chrome-linux64/chrome"
    expect(findChromium(fakeView([xdg], { env: { XDG_CACHE_HOME: "/xdg" } }))).toBe(xdg)
  })

  it("finds nothing on a machine without any browser", () => {
    expect(findChromium(fakeView(["/usr/bin/apt-get"]))).toBeUndefined()
  })
})
