// The frame page in a real Chromium: a dApp on an allowed origin frames it and its script runs;
// a page of another origin cannot (frame-ancestors), so it cannot overlay the page to trick a
// click on the page's Approve either.
import { createServer, type Server } from "node:http"
import type { Frame, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listen } from "../../../../sandbox/listen"
import { chromiumForFile } from "../../../../test/e2e/chromiumForFile"
import { useSecureSite } from "./secureSiteServerFixtures"

const browser = chromiumForFile()

/**
 * The frame page's script in these tests: it calls its site's API as the real page does (a POST
 * names the page's origin, the site's own, which the API takes), then tells its parent it ran.
 */
const framePageScript = `fetch("/v1/session/revoke", { method: "POST" }).then((response) => response.json()).then((body) => parent.postMessage({ origin: location.origin, config: JSON.parse(document.getElementById("foyer-secure-site-config").textContent), api: body.error.reason }, "*"))`

/** A dApp's page server on 127.0.0.1 (a free port): an empty page to put the frame in. */
const startDApp = async () => {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><title>dApp</title>")
  })
  return { server, origin: `http://127.0.0.1:${await listen(server, "127.0.0.1")}` }
}

/**
 * Runs in the dApp's page (no closure: Playwright sends its source): puts the frame page in an
 * iframe and resolves with the first message the frame posts.
 */
const frameMessage = (frameUrl: string) =>
  new Promise<unknown>((resolve) => {
    addEventListener("message", (event) => resolve(event.data), { once: true })
    const iframe = document.createElement("iframe")
    iframe.src = frameUrl
    document.body.append(iframe)
  })

/**
 * Runs in the dApp's page: puts the frame page in an iframe and resolves on the frame's load
 * (of the page, or of the error page that stands for a refused one).
 */
const frameLoaded = (frameUrl: string) =>
  new Promise<void>((resolve) => {
    const iframe = document.createElement("iframe")
    iframe.src = frameUrl
    iframe.addEventListener("load", () => resolve(), { once: true })
    document.body.append(iframe)
  })

describe("the frame page from a browser", { timeout: 120_000 }, () => {
  const dApps: Array<Server> = []
  let allowed = ""
  let other = ""
  beforeAll(async () => {
    const [a, b] = [await startDApp(), await startDApp()]
    dApps.push(a.server, b.server)
    allowed = a.origin
    other = b.origin
  })
  const harness = useSecureSite(() => ({
    framePage: { script: async () => framePageScript },
    embeddingOrigins: [allowed],
  }))
  afterAll(async () => {
    await Promise.all(dApps.map((dApp) => new Promise((resolve) => dApp.close(resolve))))
  })

  const openDApp = async (origin: string): Promise<{ page: Page; close: () => Promise<void> }> => {
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.goto(origin)
    return { page, close: () => context.close() }
  }

  const childFrame = (page: Page): Frame | undefined =>
    page.frames().find((frame) => frame !== page.mainFrame())

  it("a dApp on an allowed origin frames the page: its script runs, reads its config and calls the site's API from the site's own origin", async () => {
    const { page, close } = await openDApp(allowed)
    try {
      const message = await page.evaluate(frameMessage, `${harness.site().url}/frame`)
      expect(message).toEqual({
        origin: harness.site().url,
        config: { allowedOrigins: [allowed] },
        // Past the origin check (not origin_refused): only the session is missing.
        api: "unauthorized",
      })
      expect(childFrame(page)?.url()).toBe(`${harness.site().url}/frame`)
    } finally {
      await close()
    }
  })

  it("a page of another origin cannot frame it: Chromium refuses it on frame-ancestors and shows its error page in the page's place", async () => {
    const { page, close } = await openDApp(other)
    try {
      const refusal = page.waitForEvent("console", (message) =>
        message
          .text()
          .includes('violates the following Content Security Policy directive: "frame-ancestors'),
      )
      await page.evaluate(frameLoaded, `${harness.site().url}/frame`)
      expect((await refusal).text()).toContain(`"frame-ancestors ${allowed}"`)
      expect(childFrame(page)?.url()).toBe("chrome-error://chromewebdata/")
    } finally {
      await close()
    }
  })
})
