// The secure site's API in a real Chromium: a dApp's page (another origin) can neither read it
// (no CORS header, so fetch fails) nor make it act blind (a no-cors request is refused and mails
// nothing), while a page of the site's own origin calls it.
import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listen } from "../../../../sandbox/listen"
import { chromiumForFile } from "../../../../test/e2e/chromiumForFile"
import { useSecureSite } from "./secureSiteServerFixtures"

const browser = chromiumForFile()

/**
 * Runs in the page (no closure: Playwright sends its source): a JSON start as the frame page
 * sends it, then a blind no-cors one as any page can send without asking, and what each gave.
 */
const callFromPage = ([siteUrl, email]: readonly [string, string]) =>
  Promise.all([
    fetch(`${siteUrl}/v1/email/start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    }).then(
      async (response): Promise<unknown> => ({
        status: response.status,
        body: await response.json(),
      }),
      (error: unknown) => ({ failed: String(error) }),
    ),
    fetch(`${siteUrl}/v1/email/start`, {
      method: "POST",
      mode: "no-cors",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ email: `blind-${email}` }),
    }).then(
      (response): unknown => ({ type: response.type, status: response.status }),
      (error: unknown) => ({ failed: String(error) }),
    ),
  ])

describe("startSecureSiteServer from a browser", { timeout: 120_000 }, () => {
  const harness = useSecureSite()
  let dApp: Server
  let dAppOrigin: string

  beforeAll(async () => {
    dApp = createServer((_request, response) => {
      response
        .writeHead(200, { "content-type": "text/html" })
        .end("<!doctype html><title>dApp</title>")
    })
    dAppOrigin = `http://127.0.0.1:${await listen(dApp, "127.0.0.1")}`
  })

  afterAll(async () => {
    await new Promise((resolve) => dApp?.close(resolve))
  })

  it("a dApp's page cannot call the API: fetch fails on the missing CORS header, a blind no-cors POST mails nothing", async () => {
    const context = await browser().newContext()
    try {
      const page = await context.newPage()
      await page.goto(dAppOrigin)
      const answers = await page.evaluate(callFromPage, [
        harness.site().url,
        "ada@example.org",
      ] as const)
      expect(answers).toEqual([
        { failed: "TypeError: Failed to fetch" },
        { type: "opaque", status: 0 },
      ])
      expect(harness.catcher().mailbox.list()).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("a page of the site's own origin (where its frame page is served) calls it", async () => {
    const context = await browser().newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${harness.site().url}/v1/session`)
      const answers = await page.evaluate(callFromPage, [
        harness.site().url,
        "bob@example.org",
      ] as const)
      expect(answers).toEqual([
        { status: 200, body: { action: "VERIFY_OTP" } },
        // Its own page gets the answer: a text body is refused, JSON only.
        { type: "basic", status: 415 },
      ])
      expect(
        harness
          .catcher()
          .mailbox.list()
          .map((mail) => mail.to),
      ).toEqual([["bob@example.org"]])
    } finally {
      await context.close()
    }
  })
})
