import { gzipSync } from "node:zlib"
import type { Browser, Page, Request, Response } from "playwright-core"
import { demoChunkPrefixes } from "../examples/demo/vite.config"
import { connectButton, dialog, testWalletButton } from "../test/e2e/demoPageFlows"
import { openDemoPage } from "../test/e2e/openDemoPage"
import type { DemoSite } from "../test/e2e/startDemoSite"

/** The budget of Foyer's JS before first paint (figure (a) of `npm run size`), gzip bytes. */
export const firstPaintBudgetBytes = 35 * 1024

/** Whose code a script file is, from the demo build's chunk names. */
export type ChunkOwner = "react" | "demo" | "foyer"

/**
 * The phases of {@link measureDemoLoad}: "initial": before the first click; "connect": after
 * clicking Connect Wallet; "walletConnect": after choosing WalletConnect, until its QR code shows.
 */
export type DemoLoadPhase = "initial" | "connect" | "walletConnect"

/** One script the page loaded, with its gzip size, by the phase of the measurement it came in. */
export interface LoadedScript<Phase extends string = DemoLoadPhase> {
  readonly path: string
  readonly owner: ChunkOwner
  readonly phase: Phase
  readonly bytes: number
  readonly gzipBytes: number
}

/** Tells the demo build's chunks apart by their file names (see demoViteConfig). */
export const chunkOwner = (path: string): ChunkOwner => {
  const file = path.slice(path.lastIndexOf("/") + 1)
  if (file.startsWith(demoChunkPrefixes.react)) return "react"
  if (file.startsWith(demoChunkPrefixes.demo)) return "demo"
  // Foyer's initial chunk, its lazy chunks, and the bundler's runtime they need.
  return "foyer"
}

/** Gzip size at level 9, as a server serving pre-compressed files would send it. */
export const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length

/** The scripts a page loads, recorded by {@link recordScripts} under the phase they came in. */
export interface ScriptRecorder<Phase extends string> {
  /** Records the responses from now on under `phase`. */
  readonly enter: (phase: Phase) => void
  /**
   * Resolves once no request of the demo's origin is in flight and nothing (no request, no
   * response of any origin) has happened for `quietMs`, counted from the latest `enter` at
   * the earliest.
   */
  readonly quiet: (quietMs: number) => Promise<void>
  /** Every script of the demo's origin recorded so far. */
  readonly scripts: () => Promise<ReadonlyArray<LoadedScript<Phase>>>
}

/**
 * Records every script `page` loads from the demo of `site`, with its gzip size, under the
 * phase current when its response arrived (`first` until {@link ScriptRecorder.enter}).
 */
export const recordScripts = <Phase extends string>(
  page: Page,
  site: DemoSite,
  first: Phase,
): ScriptRecorder<Phase> => {
  const origin = new URL(site.demo.url).origin
  let phase = first
  // Quiet counts from the phase's start and waits for the demo's own files in flight: on a
  // busy machine a click's chunks can take longer to answer than the quiet period, and
  // counting from the previous phase's last response moved on before they came (the
  // after-click scripts then showed up as the next phase's). The demo's origin serves only
  // static files, so each of its requests ends.
  let lastActivityAt = Date.now()
  let demoRequestsInFlight = 0
  const pending: Array<Promise<LoadedScript<Phase> | undefined>> = []
  const isDemo = (url: string) => new URL(url).origin === origin
  const record = async (response: Response, at: Phase) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith(".js") || url.origin !== origin) return
    const body = await response.body()
    return {
      path: url.pathname,
      owner: chunkOwner(url.pathname),
      phase: at,
      bytes: body.length,
      gzipBytes: gzipBytes(body),
    }
  }
  page.on("request", (request) => {
    lastActivityAt = Date.now()
    if (isDemo(request.url())) demoRequestsInFlight++
  })
  const ended = (request: Request) => {
    lastActivityAt = Date.now()
    if (isDemo(request.url())) demoRequestsInFlight--
  }
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)
  page.on("response", (response) => {
    lastActivityAt = Date.now()
    pending.push(record(response, phase))
  })
  return {
    enter: (next) => {
      phase = next
      lastActivityAt = Date.now()
    },
    quiet: async (quietMs) => {
      while (demoRequestsInFlight > 0 || Date.now() - lastActivityAt < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    scripts: async () => (await Promise.all(pending)).filter((script) => script !== undefined),
  }
}

/** Whether a script is the wallet catalogue's chunk (its data and logos, fetched as the kit starts). */
export const isWalletCatalogueChunk = (path: string): boolean =>
  path.slice(path.lastIndexOf("/") + 1).startsWith("walletCatalogue")

/** Whether a script is WalletConnect's own chunk (named after the module that imports it). */
export const isWalletConnectChunk = (path: string): boolean =>
  path.slice(path.lastIndexOf("/") + 1).startsWith("makeSignClientProvider")

/**
 * Loads the demo in a fresh context with the test wallet installed, records every script
 * until the `load` event with the Connect Wallet button shown, then every script loaded
 * after clicking it until the Connect view lists the wallet and the network is quiet, then
 * every script loaded after choosing WalletConnect until its QR code shows.
 */
export const measureDemoLoad = async (
  browser: Browser,
  site: DemoSite,
  /** The demo page's query (`?email=on`...); none by default. */
  query = "",
): Promise<ReadonlyArray<LoadedScript>> => {
  const opened = await openDemoPage(browser, site, { navigate: false })
  const { page } = opened
  const recorder = recordScripts<DemoLoadPhase>(page, site, "initial")
  try {
    await page.goto(`${site.demo.url}${query}`, { waitUntil: "load" })
    await connectButton(page).waitFor({ state: "visible" })
    await recorder.quiet(500)
    recorder.enter("connect")
    await connectButton(page).click()
    await dialog(page, "Connect Wallet").waitFor({ state: "visible" })
    await testWalletButton(page).waitFor({ state: "visible" })
    await recorder.quiet(750)
    recorder.enter("walletConnect")
    await dialog(page, "Connect Wallet")
      .getByRole("button", { name: /^WalletConnect/ })
      .click()
    await page.getByRole("img", { name: "QR code for connecting a wallet" }).waitFor()
    await recorder.quiet(750)
    return await recorder.scripts()
  } finally {
    await opened.close()
  }
}
