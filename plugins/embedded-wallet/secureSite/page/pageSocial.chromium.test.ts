// Social login through the frame page's real bundle in Chromium, served by the real secure
// site with the sandbox's OIDC provider: the dApp frames the page and opens the popup at the
// loading page, GET_SOCIAL_REDIRECT_URI gives it the start, the visitor picks a user, the
// popup posts its result URI to the dApp, and CONNECT_SOCIAL redeems it in the frame (with
// the secret the dApp never saw), opening the wallet.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type SandboxOidcProvider,
  startOidcProvider,
} from "../../../../sandbox/oidc/startOidcProvider"
import { chromiumForFile } from "../../../../test/e2e/chromiumForFile"
import { useSecureSite } from "../server/secureSiteServerFixtures"
import { useFramingDApp } from "./framingDAppFixtures"

const browser = chromiumForFile()

/** Runs in the dApp's page: opens the popup (600 × 800) and keeps what it posts. */
const openPopup = (loadingUrl: string) => {
  const popup = window.open(loadingUrl, "foyer-social", "width=600,height=800")
  const results: Array<unknown> = []
  addEventListener("message", (event) => {
    if (event.source === popup) results.push({ origin: event.origin, data: event.data })
  })
  Object.assign(window, { socialPopup: popup, socialResults: results })
}

/** Runs in the dApp's page: sends the popup to the frame's start URI. */
const sendPopup = (uri: string) => {
  const popup = (window as unknown as { socialPopup: Window | null }).socialPopup
  if (popup === null) throw new Error("The popup was blocked")
  popup.location.href = uri
}

const dApp = useFramingDApp()
let provider: SandboxOidcProvider | undefined
beforeAll(async () => {
  provider = await startOidcProvider({ clients: [] })
})
afterAll(async () => {
  await provider?.stop()
})

describe("social login through the frame page bundle in Chromium", { timeout: 120_000 }, () => {
  const harness = useSecureSite(() => ({
    framePage: { script: async () => dApp.bundle() },
    embeddingOrigins: [dApp.origin()],
    socialLogin: {
      sealKey: new Uint8Array(32).fill(6),
      providers: {
        google: {
          issuer: provider?.issuer ?? "",
          clientId: "secure-site",
          clientSecret: "frame-secret",
          authorizationParams: { provider: "google" },
        },
      },
    },
  }))
  beforeAll(async () => {
    await provider?.registerClient({
      clientId: "secure-site",
      clientSecret: "frame-secret",
      redirectUris: [`${harness.site().url}/v1/social/callback`],
    })
  })

  const ask = (page: Page, name: string, payload?: unknown) =>
    dApp.ask(page, harness.site().url, name, payload)

  it("the popup's result URI, handed to the frame with CONNECT_SOCIAL, signs the visitor in and opens a wallet; the same URI again is refused", async () => {
    const context = await browser().newContext()
    try {
      const { page, errors, first } = await dApp.openFramed(context, harness.site().url)
      expect(first).toEqual({ origin: harness.site().url, data: { type: "@w3m-frame/READY" } })
      const popupOpened = page.waitForEvent("popup")
      await page.evaluate(openPopup, `${harness.site().url}/social/loading`)
      const popup = await popupOpened
      const redirect = await ask(page, "GET_SOCIAL_REDIRECT_URI", { provider: "google" })
      const { uri } = redirect.payload as { uri: string }
      expect(uri.startsWith(`${harness.site().url}/v1/social/start?provider=google&`)).toBe(true)
      await page.evaluate(sendPopup, uri)
      // Listened for before the click: the popup may close before the click's promise settles.
      const closed = popup.waitForEvent("close")
      await popup.getByRole("button", { name: /Alice Sandbox/ }).click()
      await closed
      const [result] = (await page.evaluate(
        () => (window as unknown as { socialResults: ReadonlyArray<unknown> }).socialResults,
      )) as ReadonlyArray<{ origin: string; data: { resultUri: string } }>
      expect(result?.origin).toBe(harness.site().url)

      const connected = await ask(page, "CONNECT_SOCIAL", { uri: result?.data.resultUri })
      expect(connected).toMatchObject({
        type: "@w3m-frame/CONNECT_SOCIAL_SUCCESS",
        // A new wallet in a browser with WebAuthn: the passkey offer is due (issue 37).
        payload: {
          email: "alice@foyer.test",
          userName: "Alice Sandbox",
          chainId: 1,
          passkey: "enrol",
        },
      })
      const { address } = connected.payload as { address: string }
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect((await ask(page, "IS_CONNECTED")).payload).toEqual({ isConnected: true })
      // A dApp that does not show the frame skips the offer (no panel, no passkey).
      expect((await ask(page, "GET_USER", {})).payload).toMatchObject({ address })
      expect(await page.frameLocator("iframe").locator("section.page-panel").count()).toBe(0)
      // The dApp (or anyone who saw the URI) cannot use it again.
      expect((await ask(page, "CONNECT_SOCIAL", { uri: result?.data.resultUri })).type).toBe(
        "@w3m-frame/CONNECT_SOCIAL_ERROR",
      )
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
