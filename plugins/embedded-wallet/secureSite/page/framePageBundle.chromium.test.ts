// The frame page's bundle in a real Chromium, served by the real secure site (PGlite, SMTP to
// the sandbox's catcher) and framed by a dApp page on another origin: the bundle builds, runs
// under the site's CSP, signs in by email code and signs a message after the visitor's Approve
// in the frame itself.
import type { Page } from "playwright-core"
import { hashMessage, recoverAddress, stringToHex } from "viem"
import { describe, expect, it } from "vitest"
import { chromiumForFile } from "../../../../test/e2e/chromiumForFile"
import { codeInMail, useSecureSite } from "../server/secureSiteServerFixtures"
import { useFramingDApp } from "./framingDAppFixtures"

const browser = chromiumForFile()

/** Runs in the dApp's page: frames the secure page, keeps every message it posts. */
const frameThePage = (frameUrl: string) =>
  new Promise<unknown>((resolve) => {
    const received: Array<unknown> = []
    Object.assign(window, { received })
    addEventListener("message", (event) => {
      received.push({ origin: event.origin, data: event.data })
      if (received.length === 1) resolve(received[0])
    })
    const iframe = document.createElement("iframe")
    iframe.src = frameUrl
    iframe.title = "Secure frame"
    document.body.append(iframe)
  })

describe("the frame page bundle in Chromium", { timeout: 120_000 }, () => {
  const dApp = useFramingDApp()
  const harness = useSecureSite(() => ({
    framePage: { script: async () => dApp.bundle() },
    embeddingOrigins: [dApp.origin()],
  }))
  const ask = (page: Page, name: string, payload?: unknown) =>
    dApp.ask(page, harness.site().url, name, payload)

  it("issue 37: framed by an allowed dApp, the bundle says READY, signs in by email code, and signs a message only after Approve in the frame", async () => {
    const context = await browser().newContext()
    try {
      const { page, errors, first } = await dApp.openFramed(
        context,
        harness.site().url,
        frameThePage,
      )
      expect(first).toEqual({ origin: harness.site().url, data: { type: "@w3m-frame/READY" } })
      expect((await ask(page, "IS_CONNECTED")).payload).toEqual({ isConnected: false })
      expect((await ask(page, "CONNECT_EMAIL", { email: "ada@example.org" })).payload).toEqual({
        action: "VERIFY_OTP",
      })
      const code = codeInMail((await harness.catcher().mailbox.waitFor("ada@example.org")).text)
      expect((await ask(page, "CONNECT_OTP", { otp: code })).type).toBe(
        "@w3m-frame/CONNECT_OTP_SUCCESS",
      )
      const user = (await ask(page, "GET_USER", {})).payload as { address: `0x${string}` }
      expect(user).toMatchObject({ email: "ada@example.org", chainId: 1 })

      const signed = ask(page, "RPC_REQUEST", {
        method: "personal_sign",
        params: [stringToHex("Hello from the dApp"), user.address],
      })
      const frame = page.frameLocator("iframe")
      await expect.poll(() => frame.getByRole("heading").textContent()).toBe("Sign message")
      await frame.getByRole("button", { name: "Approve" }).click()
      const signature = (await signed).payload as `0x${string}`
      expect(await recoverAddress({ hash: hashMessage("Hello from the dApp"), signature })).toBe(
        user.address,
      )
      // Nothing refused by the site's CSP, no script error, no failed resource (a new user's
      // GET /v1/wallet is a 204, not a 404 Chromium would log).
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
