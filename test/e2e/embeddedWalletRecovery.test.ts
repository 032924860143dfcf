// Issue 37's key recovery end to end in Chromium on the sandbox: a new embedded wallet's
// visitor creates a passkey in the secure frame's own panel (WebAuthn with PRF, Chromium's
// virtual authenticator); a browser whose secure origin holds no device share then gets the
// same account back by email code and that passkey, and without it gets nothing.
//
// The "fresh browser profile" is the secure frame's: the suite's contexts are incognito-like,
// where Chromium denies the third-party frame its storage, so the frame keeps its device share
// in memory and a reload starts it empty, as a new profile does. The page (its CDP target)
// keeps its virtual authenticator across the reload, which is how the passkey is carried: a
// credential exported over CDP into another profile's authenticator loses its PRF seed
// (plugins/embedded-wallet/secureSite/custody/README.md).
import type { CDPSession, Page } from "playwright-core"
import { verifyMessage } from "viem"
import { describe, expect, it } from "vitest"
import { accountButton, dialog, openConnectModal, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import {
  codeIn,
  demoMessage,
  emailDemo,
  enterEmailLogin,
  secureFrame,
  signDemoMessage,
  signInByEmail,
  warmSecureSite,
} from "./embeddedWalletFlows"

const suite = demoSuite("e2e-embedded-wallet-recovery")
warmSecureSite(suite)

/** A platform authenticator with user verification and the PRF extension (hmac-secret). */
const authenticatorOptions = {
  protocol: "ctap2",
  transport: "internal",
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  hasPrf: true,
} as const

const addAuthenticator = async (cdp: CDPSession): Promise<string> =>
  (await cdp.send("WebAuthn.addVirtualAuthenticator", { options: authenticatorOptions }))
    .authenticatorId

/** The passkey panel's button `name` in the secure frame, once the frame shows it. */
const frameButton = async (page: Page, name: string) => {
  const button = secureFrame(page).getByRole("button", { name, exact: true })
  await button.waitFor({ state: "visible", timeout: stepTimeoutMs })
  return button
}

describe("passkey recovery in Chromium", { timeout: 240_000 }, () => {
  it("issue 37: the same email on a fresh profile with the passkey gives the same address; with another authenticator it is refused and no account is opened", async () => {
    const { page, context, errors } = await suite.openPage(emailDemo)
    const cdp = await context.newCDPSession(page)
    await cdp.send("WebAuthn.enable", { enableUI: false })
    const authenticatorId = await addAuthenticator(cdp)
    const email = "recovery@example.com"
    const address = await signInByEmail(suite, page, email, "Create passkey")
    const message = demoMessage
    expect(await verifyMessage({ address, message, signature: await signDemoMessage(page) })).toBe(
      true,
    )

    // A fresh profile for the secure origin: no device share. The passkey opens the account.
    await page.reload()
    await enterEmailLogin(suite, page, email, "Use passkey")
    await visible(accountButton(page, address))
    expect(await verifyMessage({ address, message, signature: await signDemoMessage(page) })).toBe(
      true,
    )

    // Another fresh profile, with an authenticator that does not hold the passkey: refused.
    await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId })
    await addAuthenticator(cdp)
    await page.reload()
    const mailbox = suite.site.sandbox.secureSite.mailbox
    const older = new Set(mailbox.list(email))
    await openConnectModal(page)
    const connect = dialog(page, "Connect Wallet")
    await connect.getByRole("textbox", { name: "Email", exact: true }).fill(email)
    await connect.getByRole("button", { name: "Continue", exact: true }).click()
    const confirm = dialog(page, "Confirm Email")
    await visible(confirm)
    const mail = await mailbox.waitFor(email, (each) => !older.has(each))
    await confirm
      .getByRole("textbox", { name: "One-time code", exact: true })
      .fill(codeIn(mail.text))
    await confirm.getByRole("button", { name: "Continue", exact: true }).click()
    await (await frameButton(page, "Use passkey")).click()
    await visible(
      confirm
        .getByRole("alert")
        .filter({ hasText: "This browser holds no key share for this account on this site." }),
    )
    await expect(page.getByRole("button", { name: /^0x/ }).count()).resolves.toBe(0)
    expect(errors).toEqual([])
  })
})
