// The secure-frame client in Chromium across real origins (issue 37: "a message from another
// origin or another window is ignored"): the dApp page, the secure site and a third site are
// three loopback servers on free ports, so three origins, as a browser tells them apart.
import type { ServerResponse } from "node:http"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type LocalServer, startLocalServer } from "../localServer"
import { chromiumForFile } from "./chromiumForFile"
import type { SecureFrameTest } from "./secureFrame/dappPage"

declare global {
  interface Window {
    readonly secureFrameTest: SecureFrameTest
  }
}

const html = (response: ServerResponse, body: string) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
  response.end(`<!doctype html><html><head><title>page</title></head><body>${body}</body></html>`)
}

// The secure site's frame page: says it is ready, answers every request at once but GET_USER,
// which it holds until the test asks, and says which id it holds.
const framePage = `<script>
const parentOrigin = location.ancestorOrigins[0]
const held = new Map()
const reply = (type, id, payload) =>
  parent.postMessage({ type: type.replace("@w3m-app/", "@w3m-frame/") + "_SUCCESS", id, payload }, parentOrigin)
addEventListener("message", (event) => {
  if (event.origin !== parentOrigin || event.source !== parent) return
  const data = event.data
  if (typeof data.answer === "string") return reply(held.get(data.answer), data.answer, "real")
  if (data.type === "@w3m-app/GET_USER") {
    held.set(data.id, data.type)
    return parent.postMessage({ held: data.id }, parentOrigin)
  }
  reply(data.type, data.id, { echo: data.payload ?? null, query: location.search })
})
parent.postMessage({ type: "@w3m-frame/READY" }, parentOrigin)
</script>`

// An impostor: on the page's word, posts a forged success reply to the request it names.
const impostorPage = `<script>
addEventListener("message", (event) => {
  if (typeof event.data?.forge !== "string") return
  parent.postMessage({ type: "@w3m-frame/GET_USER_SUCCESS", id: event.data.forge, payload: "forged" }, "*")
})
</script>`

let dapp: LocalServer
let secure: LocalServer
let evil: LocalServer

beforeAll(async () => {
  // Split into chunks as an app's bundler does: one esbuild file turns the kit's lazily
  // imported modules into initialisers its static importers do not all call.
  const bundle = await build({
    entryPoints: { page: fileURLToPath(new URL("./secureFrame/dappPage.ts", import.meta.url)) },
    bundle: true,
    splitting: true,
    outdir: "/bundle",
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    logLevel: "warning",
  })
  const scripts = new Map(
    bundle.outputFiles.map((file) => [file.path.slice("/bundle".length), file.text]),
  )
  dapp = await startLocalServer((request, response) => {
    const script = scripts.get(request.url.pathname)
    if (script !== undefined) {
      response.writeHead(200, { "content-type": "text/javascript" })
      response.end(script)
    } else html(response, '<script type="module" src="/page.js"></script>')
  })
  secure = await startLocalServer((request, response) =>
    html(response, request.url.pathname === "/frame" ? framePage : impostorPage),
  )
  evil = await startLocalServer((_, response) => html(response, impostorPage))
}, 60_000)

afterAll(async () => {
  await Promise.all([dapp?.close(), secure?.close(), evil?.close()])
})

const browser = chromiumForFile()

const openDapp = async (): Promise<Page> => {
  const page = await browser().newPage()
  // The servers are 127.0.0.1 on three ports; the secure site is reached as localhost, so it
  // is another site than the dApp's, not only another origin.
  const secureUrl = secure.url.replace("127.0.0.1", "localhost")
  await page.goto(
    `${dapp.url}/?secure=${encodeURIComponent(secureUrl)}&evil=${encodeURIComponent(evil.url)}`,
  )
  await page.waitForFunction(() => window.secureFrameTest?.status() === "initialised")
  return page
}

describe("the secure frame in Chromium, on its own origin", () => {
  it("the hidden frame loads the secure site with the spec's query and answers requests", async () => {
    const page = await openDapp()
    const frameRequest = secure.requests.find((request) => request.url.pathname === "/frame")
    expect(Object.fromEntries(frameRequest?.url.searchParams ?? [])).toEqual({
      projectId: "two-origins",
      chainId: "31337",
      version: "0.0.0-test",
      enableLogger: "false",
      rpcUrl: "http://127.0.0.1:8545/",
    })
    const frame = page.locator('iframe[src*="/frame?"]')
    expect(await frame.isVisible()).toBe(false)
    expect(await frame.getAttribute("tabindex")).toBe("-1")
    await page.evaluate(() => window.secureFrameTest.request("chain", "GET_CHAIN_ID", { x: 1 }))
    await page.waitForFunction(() => window.secureFrameTest.outcomes.chain !== undefined)
    const outcome = await page.evaluate(() => window.secureFrameTest.outcomes.chain)
    expect(outcome).toEqual({
      ok: { echo: { x: 1 }, query: new URL(frameRequest?.url ?? "").search },
    })
    await page.close()
  })

  it("forged replies from another origin and from another window of the secure origin are ignored", async () => {
    const page = await openDapp()
    await page.evaluate(() => window.secureFrameTest.request("user", "GET_USER"))
    const heldId = await page.waitForFunction(() => {
      const held = window.secureFrameTest.seen.find(
        (message) => typeof (message.data as { held?: unknown })?.held === "string",
      )
      return (held?.data as { held?: string } | undefined)?.held
    })
    const id = String(await heldId.jsonValue())
    await page.evaluate((id) => window.secureFrameTest.forge(id), id)
    // Both forgeries reached the page: one from the other site, one from the secure site's
    // other frame.
    await page.waitForFunction(
      () =>
        window.secureFrameTest.seen.filter(
          (message) => (message.data as { payload?: unknown })?.payload === "forged",
        ).length === 2,
    )
    const forgedFrom = await page.evaluate(() =>
      window.secureFrameTest.seen
        .filter((message) => (message.data as { payload?: unknown })?.payload === "forged")
        .map((message) => message.origin)
        .sort(),
    )
    expect(forgedFrom).toEqual([evil.url, secure.url.replace("127.0.0.1", "localhost")].sort())
    expect(await page.evaluate(() => window.secureFrameTest.outcomes.user)).toBeUndefined()
    await page.evaluate((id) => window.secureFrameTest.answer(id), id)
    await page.waitForFunction(() => window.secureFrameTest.outcomes.user !== undefined)
    expect(await page.evaluate(() => window.secureFrameTest.outcomes.user)).toEqual({ ok: "real" })
    await page.close()
  })

  it("dispose removes the frame and aborts what is pending", async () => {
    const page = await openDapp()
    await page.evaluate(() => window.secureFrameTest.request("user", "GET_USER"))
    await page.waitForFunction(() =>
      window.secureFrameTest.seen.some(
        (message) => (message.data as { held?: unknown })?.held !== undefined,
      ),
    )
    await page.evaluate(() => window.secureFrameTest.dispose())
    await page.waitForFunction(() => window.secureFrameTest.outcomes.user !== undefined)
    expect(await page.evaluate(() => window.secureFrameTest.outcomes.user)).toEqual({
      error: "FrameRequestAbortedError: Something went wrong",
    })
    expect(await page.locator('iframe[src*="/frame?"]').count()).toBe(0)
    await page.close()
  })
})
