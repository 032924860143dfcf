// The PRF half of key recovery (issue 37, key custody), for real in Chromium: a passkey made
// by passkeyPrf.ts on Chromium's virtual authenticator (CTAP2, internal, user verification,
// PRF) gives the same 32 bytes for the same salt every time and other bytes for another salt.
import { createServer, type Server } from "node:http"
import type { BrowserContext, CDPSession, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listen } from "../../../../sandbox/listen"
import { bundlePageScript } from "../../../../sandbox/standardTestWallet/bundlePageScript"
import { chromiumForFile } from "../../../../test/e2e/chromiumForFile"

const browser = chromiumForFile()

/** The page script's API, as the fixtures module defines it on the page. */
interface PasskeyPage {
  register: typeof import("./passkeyPrfPageFixtures").register
  evaluate: typeof import("./passkeyPrfPageFixtures").evaluate
}
declare global {
  // The IIFE's global (bundlePageScript's globalName).
  var FoyerPasskeyPrf: PasskeyPage
}

let server: Server
let origin: string

beforeAll(async () => {
  const script = await bundlePageScript(
    new URL("./passkeyPrfPageFixtures.ts", import.meta.url),
    "FoyerPasskeyPrf",
  )
  server = createServer((request, response) => {
    if (request.url === "/passkeyPrf.js") {
      response.writeHead(200, { "content-type": "text/javascript" }).end(script)
      return
    }
    response
      .writeHead(200, { "content-type": "text/html" })
      .end('<!doctype html><title>secure site</title><script src="/passkeyPrf.js"></script>')
  })
  const port = await listen(server, "127.0.0.1")
  // WebAuthn needs a secure context and a domain as relying party id (an IP address is none):
  // Chromium takes localhost as both, and resolves it to the loopback the server listens on.
  origin = `http://localhost:${port}`
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

const authenticatorOptions = {
  protocol: "ctap2",
  transport: "internal",
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  hasPrf: true,
} as const

/** A page of the secure site in `context`, with a virtual PRF authenticator of its own. */
const securePage = async (context: BrowserContext) => {
  const page = await context.newPage()
  await page.goto(origin)
  const cdp = await context.newCDPSession(page)
  await cdp.send("WebAuthn.enable", { enableUI: false })
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: authenticatorOptions,
  })
  return { page, cdp, authenticatorId }
}

const register = (page: Page, salt: ReadonlyArray<number>) =>
  page.evaluate(([salt]) => globalThis.FoyerPasskeyPrf.register("localhost", [1, 2, 3, 4], salt), [
    salt,
  ] as const)

const evaluate = (
  page: Page,
  credentialIds: ReadonlyArray<ReadonlyArray<number>>,
  salt: ReadonlyArray<number>,
) =>
  page.evaluate(([ids, salt]) => globalThis.FoyerPasskeyPrf.evaluate("localhost", ids, salt), [
    credentialIds,
    salt,
  ] as const)

const saltA = Array.from({ length: 32 }, (_, index) => index)
const saltB = Array.from({ length: 32 }, (_, index) => 255 - index)

/** The credential the authenticator holds, to add to another one (the passkey carried over). */
const exportCredential = async (cdp: CDPSession, authenticatorId: string) => {
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId })
  expect(credentials).toHaveLength(1)
  return credentials[0] as NonNullable<(typeof credentials)[0]>
}

describe("passkey PRF on Chromium's virtual authenticator", { timeout: 120_000 }, () => {
  it("registers a PRF passkey; the same salt gives the same 32 bytes twice, another salt other bytes", async () => {
    const context = await browser().newContext()
    try {
      const { page } = await securePage(context)
      const registered = await register(page, saltA)
      if ("failed" in registered) throw new Error(`register: ${registered.failed}`)
      const credentialId = registered.credentialId as number[]
      const first = await evaluate(page, [credentialId], saltA)
      const again = await evaluate(page, [credentialId], saltA)
      const other = await evaluate(page, [credentialId], saltB)
      if ("failed" in first || "failed" in again || "failed" in other) {
        throw new Error(`evaluate: ${JSON.stringify([first, again, other])}`)
      }
      expect(first.prfOutput).toHaveLength(32)
      expect(again.prfOutput).toEqual(first.prfOutput)
      expect(other.prfOutput).toHaveLength(32)
      expect(other.prfOutput).not.toEqual(first.prfOutput)
      expect(first.credentialId).toEqual(credentialId)
      expect(first.userHandle).toEqual([1, 2, 3, 4])
      // Where the authenticator answers at creation, it is the same PRF as on get().
      if (registered.prfOutput !== undefined) expect(registered.prfOutput).toEqual(first.prfOutput)
    } finally {
      await context.close()
    }
  })

  // Finding for the fresh-profile acceptance test (issue 37): Chromium's DevTools protocol
  // exports a credential without its PRF (hmac-secret) seed, so a passkey carried to another
  // context's authenticator with WebAuthn.getCredentials/addCredential still signs in but has no
  // PRF. The fresh-profile test must keep the authenticator (the same tab, its storage wiped) or
  // carry the passkey another way; this test fails, and says so, when Chromium carries the seed.
  it("a fresh context has no PRF without the passkey, and the DevTools-carried passkey signs but loses its PRF", async () => {
    const home = await browser().newContext()
    const fresh = await browser().newContext()
    try {
      const before = await securePage(home)
      const registered = await register(before.page, saltA)
      if ("failed" in registered) throw new Error(`register: ${registered.failed}`)
      const credential = await exportCredential(before.cdp, before.authenticatorId)

      const after = await securePage(fresh)
      expect(await evaluate(after.page, [], saltA)).toEqual({
        failed: "PasskeyCeremonyError refused NotAllowedError",
      })
      await after.cdp.send("WebAuthn.addCredential", {
        authenticatorId: after.authenticatorId,
        credential,
      })
      expect(await evaluate(after.page, [], saltA)).toEqual({
        failed: "PasskeyCeremonyError prf-unsupported",
      })
      // It did sign: the authenticator counted the assertion.
      const { credentials } = await after.cdp.send("WebAuthn.getCredentials", {
        authenticatorId: after.authenticatorId,
      })
      expect(credentials.map((carried) => carried.signCount)).toEqual([credential.signCount + 1])
    } finally {
      await home.close()
      await fresh.close()
    }
  })
})
