// A dApp page that frames the secure site, for the frame page's Chromium tests: the frame page
// bundle built once, the dApp served on 127.0.0.1 (another origin than the site), and the two
// scripts the dApp's page runs to frame the site and talk to it.
import { createServer, type Server } from "node:http"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { listen } from "../../../../sandbox/listen"
import { buildFramePageBundle } from "./framePageBundle"

/** One request the dApp posts to the frame (`@w3m-app/<name>`, with the id its reply carries). */
export interface FrameRequest {
  readonly type: string
  readonly id: string
  readonly payload?: unknown
}

/** The frame's reply to one request, as the dApp receives it. */
export interface FrameReply {
  readonly type: string
  readonly payload?: unknown
}

/** Runs in the dApp's page: sends one request to the frame and resolves with its reply. */
export const askFrame = ([siteOrigin, request]: readonly [string, FrameRequest]) =>
  new Promise<unknown>((resolve) => {
    addEventListener("message", function onReply(event) {
      if (event.origin !== siteOrigin || event.data?.id !== request.id) return
      removeEventListener("message", onReply)
      resolve(event.data)
    })
    document.querySelector("iframe")?.contentWindow?.postMessage(request, siteOrigin)
  })

/** Runs in the dApp's page: frames the secure page, resolves with its first message. */
export const frameThePage = (frameUrl: string) =>
  new Promise<unknown>((resolve) => {
    addEventListener("message", (event) => resolve({ origin: event.origin, data: event.data }), {
      once: true,
    })
    const iframe = document.createElement("iframe")
    iframe.src = frameUrl
    iframe.title = "Secure frame"
    document.body.append(iframe)
  })

/** The frame page's URL on `siteOrigin`, with the query the dApp's SDK gives it (chain 1). */
export const framePageUrl = (siteOrigin: string): string =>
  `${siteOrigin}/frame?projectId=p&chainId=1&version=1.0.0&enableLogger=false&rpcUrl=`

/** The dApp's page with the secure page framed in it, as `FramingDApp.openFramed` leaves it. */
export interface FramedPage {
  readonly page: Page
  /** The console errors the page (frame included) logged since it opened. */
  readonly errors: ReadonlyArray<string>
  /** What the frame script resolved with (`frameThePage`: the first message's origin and data). */
  readonly first: unknown
}

/** The framing dApp of one test file; each getter throws before the file's beforeAll ran. */
export interface FramingDApp {
  /** The dApp's origin (`http://127.0.0.1:<port>`), for the site's `embeddingOrigins`. */
  readonly origin: () => string
  /** The frame page bundle, for the site's `framePage.script`. */
  readonly bundle: () => string
  /** Posts `@w3m-app/<name>` from `page` to the frame on `siteOrigin` and resolves with the reply. */
  readonly ask: (
    page: Page,
    siteOrigin: string,
    name: string,
    payload?: unknown,
  ) => Promise<FrameReply>
  /**
   * Opens the dApp in a new page of `context`, keeping its console errors, and runs `frame`
   * (default `frameThePage`) there with the frame page's URL on `siteOrigin`.
   */
  readonly openFramed: (
    context: BrowserContext,
    siteOrigin: string,
    frame?: (frameUrl: string) => Promise<unknown>,
  ) => Promise<FramedPage>
}

/** How the framing dApp is served. */
export interface FramingDAppOptions {
  /** The dApp's page (default: an empty page titled dApp). */
  readonly html?: string
}

/**
 * Builds the frame page bundle and serves the dApp page on 127.0.0.1 (a free port) before the
 * file's tests, and closes the dApp after them. Call it before `useSecureSite` so the site's
 * beforeAll finds the origin and bundle.
 *
 * @example
 * const dApp = useFramingDApp()
 * const harness = useSecureSite(() => ({
 *   framePage: { script: async () => dApp.bundle() },
 *   embeddingOrigins: [dApp.origin()],
 * }))
 */
export const useFramingDApp = (options: FramingDAppOptions = {}): FramingDApp => {
  const html = options.html ?? "<!doctype html><title>dApp</title>"
  let server: Server | undefined
  let origin: string | undefined
  let bundle: string | undefined
  beforeAll(async () => {
    bundle = await buildFramePageBundle()
    server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" }).end(html)
    })
    origin = `http://127.0.0.1:${await listen(server, "127.0.0.1")}`
  }, 120_000)
  afterAll(async () => {
    const started = server
    if (started !== undefined) await new Promise((resolve) => started.close(resolve))
  })
  const defined = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`The framing dApp's ${name} is made in beforeAll.`)
    return value
  }
  let ids = 0
  return {
    origin: () => defined(origin, "origin"),
    bundle: () => defined(bundle, "frame page bundle"),
    ask: (page, siteOrigin, name, payload) => {
      ids += 1
      const request: FrameRequest = {
        type: `@w3m-app/${name}`,
        id: `r${ids}`,
        ...(payload === undefined ? {} : { payload }),
      }
      return page.evaluate(askFrame, [siteOrigin, request] as const) as Promise<FrameReply>
    },
    openFramed: async (context, siteOrigin, frame = frameThePage) => {
      const page = await context.newPage()
      const errors: Array<string> = []
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text())
      })
      await page.goto(defined(origin, "origin"))
      const first = await page.evaluate(frame, framePageUrl(siteOrigin))
      return { page, errors, first }
    },
  }
}
