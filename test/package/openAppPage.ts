import type { Browser, ConsoleMessage, Page } from "playwright-core"
import { gzipBytes } from "../../scripts/measureDemoLoad"

/** A script the page loaded from its own origin, with its gzip size. */
interface AppScript {
  readonly path: string
  readonly gzipBytes: number
  /** Whether it arrived before the visitor's first click. */
  readonly beforeClick: boolean
}

/** A page of a fresh app, watched: its scripts, console problems and outside requests. */
interface AppPage {
  readonly page: Page
  /** Every script from the app's origin so far (await {@link AppPage.scripts}). */
  readonly scripts: () => Promise<ReadonlyArray<AppScript>>
  /** console errors and warnings, and uncaught page errors, as text. */
  readonly problems: ReadonlyArray<string>
  /** Requests for any origin other than the app's: refused, and recorded here. */
  readonly outsideRequests: ReadonlyArray<string>
  /** Marks the first click: scripts after it are not counted as before-click. */
  readonly markClick: () => void
  readonly close: () => Promise<void>
}

// The browser asks every site for its icon; a fresh app without one answers 404.
const isMissingIcon = (message: ConsoleMessage) =>
  message.text().startsWith("Failed to load resource") &&
  new URL(message.location().url || "http://x/").pathname === "/favicon.ico"

/** How to open an app's page. */
export interface OpenAppPageOptions {
  /** A script every page runs before its own (a wallet extension's), e.g. an EIP-6963 wallet. */
  readonly initScript?: string
}

/**
 * Opens `url` in a fresh context where nothing can leave 127.0.0.1: any other request is
 * aborted and recorded, so a test sees it instead of the internet.
 */
export const openAppPage = async (
  browser: Browser,
  url: string,
  options: OpenAppPageOptions = {},
): Promise<AppPage> => {
  const origin = new URL(url).origin
  const context = await browser.newContext()
  if (options.initScript !== undefined) await context.addInitScript({ content: options.initScript })
  const page = await context.newPage()
  const problems: string[] = []
  const outsideRequests: string[] = []
  const pending: Array<Promise<AppScript | undefined>> = []
  let clicked = false
  await context.route("**/*", async (route) => {
    const requested = new URL(route.request().url())
    if (requested.origin === origin) return route.continue()
    outsideRequests.push(requested.href)
    return route.abort()
  })
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !isMissingIcon(message)) {
      problems.push(`console.${message.type()}: ${message.text()}`)
    }
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("response", (response) => {
    const responded = new URL(response.url())
    if (responded.origin !== origin || !responded.pathname.endsWith(".js")) return
    const beforeClick = !clicked
    pending.push(
      response.body().then(
        (body) => ({ path: responded.pathname, gzipBytes: gzipBytes(body), beforeClick }),
        () => undefined,
      ),
    )
  })
  await page.goto(url, { waitUntil: "load" })
  return {
    page,
    scripts: async () => (await Promise.all(pending)).filter((script) => script !== undefined),
    problems,
    outsideRequests,
    markClick: () => {
      clicked = true
    },
    close: () => context.close(),
  }
}
