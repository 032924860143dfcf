import { accessSync, constants, readdirSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import { homedir } from "node:os"
import { dirname, isAbsolute, join, resolve } from "node:path"

/** The one line shown when no Chromium can be found or installed: it says exactly what to run. */
export const chromiumNotFoundMessage =
  'Chromium not found: run "sudo apt-get install -y chromium" (or set FOYER_CHROMIUM to a Chrome/Chromium binary)'

/** The one line shown when FOYER_CHROMIUM names something that cannot be run. */
export const chromiumEnvInvalidMessage = (path: string): string =>
  `Chromium not found: FOYER_CHROMIUM is "${path}", which is not an executable file (point it to a Chrome/Chromium binary, or unset it)`

/** No usable Chromium; the message is the single line to show the developer. */
export class ChromiumNotFoundError extends Error {
  readonly _tag = "ChromiumNotFoundError"
  override readonly name = "ChromiumNotFoundError"
}

/** The system packages' browsers, in the order they are tried after FOYER_CHROMIUM. */
export const systemChromiumPaths: ReadonlyArray<string> = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
]

/** What findChromium reads of the machine; tests pass a fake one. */
export interface ChromiumFileView {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly homeDir: string
  /** Where playwright-core is installed, for `PLAYWRIGHT_BROWSERS_PATH=0`. */
  readonly playwrightCoreDir: string
  /** A regular file this process may execute. */
  readonly isExecutable: (path: string) => boolean
  /** A folder's entry names, or none when it does not exist. */
  readonly list: (dir: string) => ReadonlyArray<string>
}

/** The real machine: synchronous `stat`/`access`/`readdir`, a few calls at most. */
export const realFileView: ChromiumFileView = {
  env: process.env,
  homeDir: homedir(),
  playwrightCoreDir: dirname(
    createRequire(import.meta.url).resolve("playwright-core/package.json"),
  ),
  isExecutable: (path) => {
    try {
      if (!statSync(path).isFile()) return false
      accessSync(path, constants.X_OK)
      return true
    } catch {
      return false
    }
  },
  list: (dir) => {
    try {
      return readdirSync(dir)
    } catch {
      return []
    }
  },
}

/** Playwright's browser folder, resolved the way playwright-core itself resolves it. */
const playwrightRegistryDir = (view: ChromiumFileView): string => {
  const configured = view.env.PLAYWRIGHT_BROWSERS_PATH
  if (configured === "0") return join(view.playwrightCoreDir, ".local-browsers")
  if (configured !== undefined && configured !== "") {
    return isAbsolute(configured)
      ? configured
      : resolve(view.env.INIT_CWD ?? process.cwd(), configured)
  }
  const cacheHome = view.env.XDG_CACHE_HOME || join(view.homeDir, ".cache")
  return join(cacheHome, "ms-playwright")
}

/** The numeric revision of a `chromium-<revision>` folder, so the newest download wins. */
const revision = (folder: string): number => Number(folder.slice("chromium-".length)) || 0

/** Chromium builds in Playwright's cache (`chromium-*` / `chrome-linux*` / `chrome`), newest first. */
const playwrightChromiumPaths = (view: ChromiumFileView): ReadonlyArray<string> => {
  const registry = playwrightRegistryDir(view)
  return view
    .list(registry)
    .filter((folder) => /^chromium-\d+$/.test(folder))
    .sort((a, b) => revision(b) - revision(a))
    .flatMap((folder) =>
      view
        .list(join(registry, folder))
        .filter((build) => build.startsWith("chrome-linux"))
        .sort()
        .map((build) => join(registry, folder, build, "chrome")),
    )
}

/**
 * The first usable browser among FOYER_CHROMIUM, the system packages' browsers and
 * Playwright's cache, or `undefined` when there is none. Throws ChromiumNotFoundError when
 * FOYER_CHROMIUM is set but not executable: a path the developer chose that does not work
 * must not be silently replaced by another browser.
 *
 * @example
 * const path = findChromium() // "/usr/bin/chromium" on a Debian machine with the package
 */
export const findChromium = (view: ChromiumFileView = realFileView): string | undefined => {
  const chosen = view.env.FOYER_CHROMIUM
  if (chosen !== undefined && chosen !== "") {
    if (view.isExecutable(chosen)) return chosen
    throw new ChromiumNotFoundError(chromiumEnvInvalidMessage(chosen))
  }
  const system = systemChromiumPaths.find((path) => view.isExecutable(path))
  if (system !== undefined) return system
  return playwrightChromiumPaths(view).find((path) => view.isExecutable(path))
}
