// Issue 37's acceptance for passkey recovery, in a real Chromium with the frame page built from
// source: a dApp on 127.0.0.1 frames the secure site on localhost (another site; WebAuthn's RP
// id must be a domain), the visitor signs in by email code and creates a passkey in the frame's
// own panel (Chromium's virtual authenticator: CTAP2, user verification, PRF). Then the secure
// origin's storage is wiped (a fresh profile; custody/README.md: a passkey carried to another
// context over CDP loses its PRF, so the one authenticator stays): the same email with the
// passkey gives the same address; with another authenticator it is refused and no key share
// is stored.
import type { CDPSession, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { chromiumForFile } from "../../../../test/e2e/chromiumForFile"
import { codeInMail, useSecureSite } from "../server/secureSiteServerFixtures"
import { framePageUrl, useFramingDApp } from "./framingDAppFixtures"
import { pageMessagesEn } from "./pageMessages"

const browser = chromiumForFile()

/** Runs in the dApp's page: frames the secure page (passkeys allowed in it) and awaits READY. */
const frameThePage = (frameUrl: string) =>
  new Promise<unknown>((resolve) => {
    document.querySelector("iframe")?.remove()
    addEventListener("message", function onReady(event) {
      if (event.data?.type !== "@w3m-frame/READY") return
      removeEventListener("message", onReady)
      resolve(event.data)
    })
    const iframe = document.createElement("iframe")
    iframe.setAttribute("allow", "publickey-credentials-get; publickey-credentials-create")
    iframe.src = frameUrl
    iframe.title = "Secure frame"
    iframe.style.width = "400px"
    iframe.style.height = "400px"
    document.body.append(iframe)
  })

const authenticatorOptions = {
  protocol: "ctap2",
  transport: "internal",
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  hasPrf: true,
} as const

const email = "ada@example.org"

describe("passkey recovery in Chromium", { timeout: 180_000 }, () => {
  const dApp = useFramingDApp({ html: "<!doctype html><title>dApp</title><h1>dApp</h1>" })
  const harness = useSecureSite(() => ({
    framePage: { script: async () => dApp.bundle() },
    embeddingOrigins: [dApp.origin()],
  }))

  /** The secure site as the frame runs on it: localhost, a domain WebAuthn takes as RP id. */
  const siteOrigin = () => harness.site().url.replace("//127.0.0.1:", "//localhost:")

  const ask = (page: Page, name: string, payload?: unknown) =>
    dApp.ask(page, siteOrigin(), name, payload)

  const frame = async (page: Page) => {
    await page.evaluate(frameThePage, framePageUrl(siteOrigin()))
  }

  /** Signs in by email code in the frame; resolves with CONNECT_OTP's reply. */
  const signIn = async (page: Page) => {
    harness.catcher().mailbox.clear()
    // Past the site's 30 s cooldown between two codes to one mailbox.
    harness.advance(60_000)
    expect((await ask(page, "CONNECT_EMAIL", { email })).payload).toEqual({ action: "VERIFY_OTP" })
    const code = codeInMail((await harness.catcher().mailbox.waitFor(email)).text)
    return ask(page, "CONNECT_OTP", { otp: code })
  }

  const addAuthenticator = async (cdp: CDPSession) =>
    (await cdp.send("WebAuthn.addVirtualAuthenticator", { options: authenticatorOptions }))
      .authenticatorId

  /**
   * A fresh profile for the secure origin: its data wiped and the frame loaded again. (In a
   * Playwright context, as in an incognito window, Chromium denies a third-party frame its
   * storage, so the page keeps the device share in memory: the new frame starts empty anyway.)
   */
  const freshProfile = async (page: Page, cdp: CDPSession) => {
    await cdp.send("Storage.clearDataForOrigin", { origin: siteOrigin(), storageTypes: "all" })
    await frame(page)
  }

  /** Signs out and in again in the same frame: the passkey step the login then says is due. */
  const stepAfterSignInAgain = async (page: Page) => {
    await ask(page, "SIGN_OUT")
    return (await signIn(page)).payload
  }

  it("issue 37: the same email on a fresh profile with the passkey gives the same address; without the passkey it is refused and the key never rebuilt", async () => {
    const context = await browser().newContext()
    try {
      const page = await context.newPage()
      await page.goto(dApp.origin())
      const cdp = await context.newCDPSession(page)
      await cdp.send("WebAuthn.enable", { enableUI: false })
      const authenticatorId = await addAuthenticator(cdp)
      const secure = page.frameLocator("iframe")

      await frame(page)
      expect((await signIn(page)).payload).toEqual({ passkey: "enrol" })
      const created = ask(page, "GET_USER", { showsFrame: true })
      await secure.getByRole("button", { name: pageMessagesEn["page.passkey.create"] }).click()
      const first = await created
      expect(first.type).toBe("@w3m-frame/GET_USER_SUCCESS")
      const address = (first.payload as { address: string }).address
      const [passkey] = await harness
        .database()
        .query("SELECT encrypted_recovery_share FROM passkeys")
      expect(passkey?.encrypted_recovery_share).toHaveLength(62)

      await freshProfile(page, cdp)
      expect((await signIn(page)).payload).toEqual({ passkey: "recover" })
      const recovered = ask(page, "GET_USER", { showsFrame: true })
      await secure.getByRole("button", { name: pageMessagesEn["page.passkey.use"] }).click()
      const again = await recovered
      expect([again.type, (again.payload as { address?: string }).address]).toEqual([
        "@w3m-frame/GET_USER_SUCCESS",
        address,
      ])
      // This profile keeps the opened share: the next sign-in needs no passkey.
      expect(await stepAfterSignInAgain(page)).toBeUndefined()

      // Another fresh profile, with an authenticator that does not hold the passkey.
      await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId })
      await addAuthenticator(cdp)
      await freshProfile(page, cdp)
      expect((await signIn(page)).payload).toEqual({ passkey: "recover" })
      const refused = ask(page, "GET_USER", { showsFrame: true })
      await secure.getByRole("button", { name: pageMessagesEn["page.passkey.use"] }).click()
      expect(await refused).toMatchObject({
        type: "@w3m-frame/GET_USER_ERROR",
        payload: { message: pageMessagesEn["page.error.deviceShareMissing"] },
      })
      // Signed out, and no key share kept: the next sign-in asks for the passkey again.
      expect((await ask(page, "IS_CONNECTED")).payload).toEqual({ isConnected: false })
      expect((await signIn(page)).payload).toEqual({ passkey: "recover" })
    } finally {
      await context.close()
    }
  })
})
