// Social login's popup in a real Chromium: a dApp on 127.0.0.1 opens the popup at the secure
// site's loading page (another origin, localhost), sends it to the start URI the frame would
// give, the visitor picks a user on the sandbox's OIDC provider, and the callback's page posts
// its result URI to the opener at the dApp's origin and closes; only the frame's secret then
// redeems it. A dApp on another origin than the one the start named receives nothing.
import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listen } from "../../../../sandbox/listen"
import {
  type SandboxOidcProvider,
  startOidcProvider,
} from "../../../../sandbox/oidc/startOidcProvider"
import { chromiumForFile } from "../../../../test/e2e/chromiumForFile"
import { useSecureSite } from "./secureSiteServerFixtures"

const browser = chromiumForFile()

/** A dApp's page server on 127.0.0.1 (a free port): an empty page that opens the popup. */
const startDApp = async () => {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><html lang='en'><title>dApp</title><main>dApp</main></html>")
  })
  return { server, origin: `http://127.0.0.1:${await listen(server, "127.0.0.1")}` }
}

/** axe-core over the whole page (the site's own page: no Foyer root to scope it to). */
const axeViolationIds = async (page: Page): Promise<ReadonlyArray<string>> => {
  await page.evaluate(
    await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"),
  )
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: ReadonlyArray<{ id: string }> }> }
    }
    return (await axe.run(document)).violations.map((violation) => violation.id)
  })
}

const secret = Buffer.alloc(32, 21)
const binding = createHash("sha256").update(secret).digest("base64url")

let provider: SandboxOidcProvider | undefined
const dApps: Array<Server> = []
let dApp = ""
let otherDApp = ""
beforeAll(async () => {
  provider = await startOidcProvider({ clients: [] })
  const [a, b] = [await startDApp(), await startDApp()]
  dApps.push(a.server, b.server)
  dApp = a.origin
  otherDApp = b.origin
})
afterAll(async () => {
  await provider?.stop()
  await Promise.all(dApps.map((server) => new Promise((resolve) => server.close(resolve))))
})

/** The site as browsers reach it: localhost, another origin (and site) than the dApps' 127.0.0.1. */
const publicOrigin = (serverUrl: string) => serverUrl.replace("//127.0.0.1:", "//localhost:")
const harness = useSecureSite(() => ({
  embeddingOrigins: [dApp, otherDApp],
  socialLogin: {
    sealKey: new Uint8Array(32).fill(2),
    siteOrigin: publicOrigin,
    providers: {
      github: {
        issuer: provider?.issuer ?? "",
        clientId: "secure-site",
        clientSecret: "chromium-secret",
        authorizationParams: { provider: "github" },
      },
    },
  },
}))
beforeAll(async () => {
  await provider?.registerClient({
    clientId: "secure-site",
    clientSecret: "chromium-secret",
    redirectUris: [`${publicOrigin(harness.site().url)}/v1/social/callback`],
  })
})
const site = () => publicOrigin(harness.site().url)

/**
 * Runs in the dApp's page (no closure: Playwright sends its source): opens the popup at the
 * loading page as the kit does (600 × 800), and keeps the messages it gets from the popup.
 */
const openPopup = (loadingUrl: string) => {
  const kept: Array<{ origin: string; data: unknown; fromPopup: boolean }> = []
  const popup = window.open(loadingUrl, "foyer-social", "width=600,height=800")
  addEventListener("message", (event) =>
    kept.push({ origin: event.origin, data: event.data, fromPopup: event.source === popup }),
  )
  Object.assign(window, { socialPopup: popup, socialMessages: kept })
}

/** Runs in the dApp's page: sends the popup to the start URI (the frame's answer). */
const sendPopup = (startUri: string) => {
  const popup = (window as unknown as { socialPopup: Window | null }).socialPopup
  if (popup === null) throw new Error("The popup was blocked")
  popup.location.href = startUri
}

const messagesOf = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { socialMessages: ReadonlyArray<Record<string, unknown>> })
        .socialMessages,
  )

const startUri = (origin: string) =>
  `${site()}/v1/social/start?provider=github&binding=${binding}&origin=${encodeURIComponent(origin)}`

/** Opens `from`, its popup, sends it to a start naming `namedOrigin`, signs in as Alice. */
const signInThroughPopup = async (from: string, namedOrigin: string) => {
  const context = await browser().newContext()
  const page = await context.newPage()
  await page.goto(from)
  const popupOpened = page.waitForEvent("popup")
  await page.evaluate(openPopup, `${site()}/social/loading`)
  const popup = await popupOpened
  await popup.waitForLoadState()
  const loading = { url: popup.url(), axe: await axeViolationIds(popup) }
  await page.evaluate(sendPopup, startUri(namedOrigin))
  // Listened for before the click: the popup may close before the click's promise settles.
  const closed = popup.waitForEvent("close")
  await popup.getByRole("button", { name: /Alice Sandbox/ }).click()
  await closed
  return { page, loading, close: () => context.close() }
}

describe("social login's popup in Chromium", { timeout: 120_000 }, () => {
  it("the popup posts { resultUri } from the site's origin to its 127.0.0.1 opener and closes; the frame's secret redeems it", async () => {
    const { page, loading, close } = await signInThroughPopup(dApp, dApp)
    try {
      expect(loading).toEqual({ url: `${site()}/social/loading`, axe: [] })
      const messages = await messagesOf(page)
      expect(messages).toEqual([
        {
          origin: site(),
          data: { resultUri: expect.stringMatching(/\/v1\/social\/result\/[A-Za-z0-9_-]{43}$/) },
          fromPopup: true,
        },
      ])
      const resultUri = String((messages[0]?.data as { resultUri?: string } | undefined)?.resultUri)
      expect(resultUri.startsWith(`${site()}/v1/social/result/`)).toBe(true)
      const redeemed = await harness.request("/v1/social/redeem", {
        json: { result: resultUri.split("/").at(-1), secret: secret.toString("base64url") },
      })
      expect(redeemed).toMatchObject({
        status: 200,
        body: { email: "alice@foyer.test", userName: "Alice Sandbox" },
      })
    } finally {
      await close()
    }
  })

  it("a start naming another dApp's origin: its result is never posted to this opener (the browser drops it), and the popup still closes", async () => {
    const { page, close } = await signInThroughPopup(otherDApp, dApp)
    try {
      expect(await messagesOf(page)).toEqual([])
    } finally {
      await close()
    }
  })
})
