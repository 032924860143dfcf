// The sandbox provider's sign-in page in a real Chromium: its session and interaction cookies
// hold over plain http on loopback, a keyboard alone signs in, axe finds nothing, and the
// browser lands on the client's callback with a code the client can redeem.
import { createHash, randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromiumForFile } from "../../test/e2e/chromiumForFile"
import { listen } from "../listen"
import { stopServer } from "../pages/loopbackPage"
import { signInPageTitle } from "./renderSignInPage"
import { type SandboxOidcProvider, startOidcProvider } from "./startOidcProvider"

let oidc: SandboxOidcProvider
let callbackOrigin: string
let stopCallback: () => Promise<void>

beforeAll(async () => {
  // The client's callback: a page that only says it was reached.
  const site = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    response.end('<!doctype html><html lang="en"><title>Callback</title><main>Back</main></html>')
  })
  callbackOrigin = `http://127.0.0.1:${await listen(site, "127.0.0.1")}`
  stopCallback = stopServer(site)
  oidc = await startOidcProvider({
    clients: [{ clientId: "browser-site", redirectUris: [`${callbackOrigin}/callback`] }],
  })
})

afterAll(async () => {
  await Promise.all([oidc?.stop(), stopCallback?.()])
})

const browser = chromiumForFile()
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
)
const axeViolations = async (tab: Page) => {
  await tab.evaluate(axeSource)
  return tab.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string }> }> } }
    ).axe
    return (await axe.run()).violations.map((violation) => violation.id)
  })
}

const startSignIn = () => {
  const verifier = randomBytes(32).toString("base64url")
  const url = new URL(`${oidc.issuer}/auth`)
  url.search = new URLSearchParams({
    client_id: "browser-site",
    redirect_uri: `${callbackOrigin}/callback`,
    response_type: "code",
    scope: "openid email profile",
    state: "browser-state",
    nonce: "browser-nonce",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    provider: "google",
  }).toString()
  return { url: url.href, verifier }
}

describe("the sandbox sign-in page in Chromium", () => {
  it("signs in by keyboard alone, with no axe violations, and sends the browser back with a code", async () => {
    const { url, verifier } = startSignIn()
    const context = await browser().newContext()
    const tab = await context.newPage()
    await tab.goto(url)
    expect(await tab.title()).toBe(signInPageTitle)
    expect(await axeViolations(tab)).toEqual([])

    await tab.keyboard.press("Tab")
    const focused = tab.getByRole("button", { name: /^Alice Sandbox/ })
    expect(await focused.evaluate((element) => element === document.activeElement)).toBe(true)
    await Promise.all([
      tab.waitForURL(`${callbackOrigin}/callback?**`),
      tab.keyboard.press("Enter"),
    ])

    const callback = new URL(tab.url())
    expect(callback.searchParams.get("state")).toBe("browser-state")
    const answer = await fetch(`${oidc.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: "browser-site",
        code: callback.searchParams.get("code") ?? "",
        redirect_uri: `${callbackOrigin}/callback`,
        code_verifier: verifier,
      }),
    })
    expect(answer.status).toBe(200)
    await context.close()
  })

  it("Cancel sends the browser back with access_denied", async () => {
    const context = await browser().newContext()
    const tab = await context.newPage()
    await tab.goto(startSignIn().url)
    await Promise.all([
      tab.waitForURL(`${callbackOrigin}/callback?**`),
      tab.getByRole("button", { name: "Cancel" }).click(),
    ])
    expect(new URL(tab.url()).searchParams.get("error")).toBe("access_denied")
    await context.close()
  })
})
