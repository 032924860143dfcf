import { existsSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import type { TestWalletChain } from "../../sandbox/wallet/TestWalletState"
import { chromiumArgs, chromiumPath } from "./launchChromium"
import type { DemoSite } from "./startDemoSite"

/** A request the page made, as counted by the harness. */
export interface SeenRequest {
  readonly url: string
  readonly method: string
  readonly resourceType: string
}

/** A Content-Security-Policy violation the page reported. */
export interface CspViolation {
  readonly directive: string
  readonly blockedUri: string
  readonly sample: string
}

/** The demo open in a fresh browser context, with what the harness watches. */
export interface DemoPage {
  readonly context: BrowserContext
  readonly page: Page
  /** Every request the page made, in order (live). */
  readonly requests: ReadonlyArray<SeenRequest>
  /** Console errors and uncaught page errors (live). */
  readonly errors: ReadonlyArray<string>
  /** CSP violations: from `securitypolicyviolation` events and Chromium's console reports. */
  readonly cspViolations: () => Promise<ReadonlyArray<CspViolation>>
  readonly close: () => Promise<void>
}

/** How to open the demo. */
export interface OpenDemoPageOptions {
  /** Install the test wallet (default true); with `chains`, the chains it knows at first. */
  readonly wallet?: boolean | { readonly chains: ReadonlyArray<TestWalletChain> }
  /** Install the Solana test wallet too (default false): the Solana devnet's accounts. */
  readonly solanaWallet?: boolean
  /** Whether to navigate (default true); false to set up listeners first. */
  readonly navigate?: boolean
  /** The demo page's query string, e.g. "?siwx=required" (none by default). */
  readonly query?: string
  /**
   * Installs Playwright's clock before any page script runs (default false): time flows as
   * usual until the test moves it on with `page.clock.fastForward`, so a rule that waits
   * (spec 9's 30 s balance window) is checked without the test waiting as long.
   */
  readonly clock?: boolean
  /**
   * Opens the page in a browser profile kept in this folder (a persistent context of its own
   * Chromium) rather than the suite's incognito-like context, with third-party cookies and
   * storage allowed as in a default Chrome window (this Chromium blocks them unless told): a
   * visitor's profile, where the embedded wallet's secure frame keeps its session, and which
   * a test can open again, or replace with a fresh one.
   */
  readonly userDataDir?: string
}

// Runs before any page script, like the wallet: records the page's CSP violations.
const cspRecorder = `
  window.__foyerCspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__foyerCspViolations.push({
      directive: event.violatedDirective,
      blockedUri: event.blockedURI,
      sample: event.sample,
    });
  });
`

/**
 * Chromium on the profile in `userDataDir` (made when missing), with third-party cookies and
 * storage allowed (`profile.cookie_controls_mode` 0, Chrome's setting for a default window).
 */
const launchVisitorProfile = async (
  userDataDir: string,
  viewport: { readonly width: number; readonly height: number },
): Promise<BrowserContext> => {
  const preferences = join(userDataDir, "Default", "Preferences")
  if (!existsSync(preferences)) {
    await mkdir(dirname(preferences), { recursive: true })
    await writeFile(preferences, JSON.stringify({ profile: { cookie_controls_mode: 0 } }))
  }
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
    viewport,
  })
}

/**
 * Opens the demo in a new context (fresh storage) with the test wallet (and, when asked, the
 * Solana test wallet) injected through `addInitScript` (which the page's CSP does not apply
 * to), counting requests and errors.
 */
export const openDemoPage = async (
  browser: Browser,
  site: DemoSite,
  options: OpenDemoPageOptions = {},
): Promise<DemoPage> => {
  const viewport = { width: 1024, height: 768 }
  const context =
    options.userDataDir === undefined
      ? await browser.newContext({ viewport })
      : await launchVisitorProfile(options.userDataDir, viewport)
  const page = context.pages()[0] ?? (await context.newPage())
  const requests: SeenRequest[] = []
  const errors: string[] = []
  const consoleCsp: CspViolation[] = []
  page.on("request", (request) => {
    requests.push({
      url: request.url(),
      method: request.method(),
      resourceType: request.resourceType(),
    })
  })
  page.on("console", (message) => {
    if (message.type() !== "error") return
    const text = message.text()
    errors.push(text)
    if (text.includes("Content Security Policy")) {
      consoleCsp.push({ directive: "console", blockedUri: "", sample: text })
    }
  })
  page.on("pageerror", (error) => {
    errors.push(`${error.name}: ${error.message}`)
  })
  if (options.clock === true) await page.clock.install()
  await page.addInitScript({ content: cspRecorder })
  const wallet = options.wallet ?? true
  if (wallet !== false) {
    await page.addInitScript({
      content: site.walletScript(wallet === true ? {} : { chains: wallet.chains }),
    })
  }
  if (options.solanaWallet === true) {
    await page.addInitScript({ content: await site.solanaWalletScript() })
  }
  if (options.navigate !== false) await page.goto(new URL(options.query ?? "", site.demo.url).href)
  return {
    context,
    page,
    requests,
    errors,
    cspViolations: async () => [
      ...consoleCsp,
      ...(await page.evaluate(
        () =>
          (window as unknown as { __foyerCspViolations?: CspViolation[] }).__foyerCspViolations ??
          [],
      )),
    ],
    close: () => context.close(),
  }
}
