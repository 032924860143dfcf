// The embedded wallet's steps in the demo, shared by the end-to-end files of issue 37.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import type { Address, Hex } from "viem"
import { afterEach, beforeAll, expect } from "vitest"
import { accountButton, dialog, openConnectModal, stepTimeoutMs, visible } from "./demoPageFlows"
import type { DemoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"

/** The demo with the embedded wallet (and without pay, spec 5), EVM only, no injected wallet. */
export const emailDemo = { wallet: false, query: "?email=on&solana=off" } as const

/** The sandbox's secure site as Node reaches it (it listens on 127.0.0.1; Node may try ::1 for localhost). */
export const secureSiteForNode = (suite: DemoSuite): string =>
  suite.site.sandbox.urls.secureSite.replace("//localhost:", "//127.0.0.1:")

/**
 * The sandbox builds the secure site's frame page from source on its first request (an
 * installed package serves the prebuilt one), and opens its database (PGlite) on the first
 * sign-in: both done before the file's tests, not while a visitor waits with a step's timeout.
 */
export const warmSecureSite = (suite: DemoSuite): void => {
  beforeAll(async () => {
    const site = secureSiteForNode(suite)
    const script = await fetch(`${site}/frame/page.js`)
    expect(script.status).toBe(200)
    const started = await fetch(`${site}/v1/email/start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "warm-up@example.com" }),
    })
    expect(started.status).toBe(200)
  }, 180_000)
}

/**
 * Opens the email demo in a visitor's own browser profile, where the secure frame (a
 * third-party frame) keeps its session and the device's key share: the suite's incognito-like
 * contexts block it. Call it before `demoSuite`: the profiles are removed after each test by a
 * hook that then runs after the suite's (which closes the pages and their Chromium first).
 */
export const visitorProfiles = (): ((suite: DemoSuite) => Promise<DemoPage>) => {
  const profiles: Array<string> = []
  afterEach(async () => {
    await Promise.all(profiles.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })
  return async (suite) => {
    const userDataDir = await mkdtemp(join(tmpdir(), "foyer-e2e-profile-"))
    profiles.push(userDataDir)
    return suite.openPage({ ...emailDemo, userDataDir })
  }
}

/** The six-digit code on a line of its own in a sign-in mail. */
export const codeIn = (text: string): string => {
  const code = /^\s*(\d{6})\s*$/m.exec(text)?.[1]
  if (code === undefined) throw new Error(`No code in the mail: ${text}`)
  return code
}

/** The secure frame, once a view shows it. */
export const secureFrame = (page: Page) => page.frameLocator('iframe[src*="/frame?"]')

/** Approves the request the secure frame shows, with its own Approve button. */
export const approveInFrame = async (page: Page): Promise<void> => {
  await visible(dialog(page, "Approve Transaction"))
  const approve = secureFrame(page).getByRole("button", { name: "Approve", exact: true })
  await approve.waitFor({ state: "visible", timeout: stepTimeoutMs })
  await approve.click()
}

/** The message the demo's Sign button signs. */
export const demoMessage = "Hello from the Foyer demo"

/** Signs {@link demoMessage} with the demo's Sign button, approved in the secure frame; gives the signature shown. */
export const signDemoMessage = async (page: Page): Promise<Hex> => {
  await page.getByRole("button", { name: "Sign", exact: true }).click()
  await approveInFrame(page)
  const signed = page.getByRole("status").filter({ hasText: /^Signature: 0x/ })
  await visible(signed)
  return ((await signed.textContent()) ?? "").replace("Signature: ", "") as Hex
}

/**
 * What the visitor answers the secure frame's passkey panel (issue 37's recovery): for a new
 * wallet "Not now" or "Create passkey", on a profile without the device share "Use passkey"
 * (the last two need an authenticator in the page's browser).
 */
export type PasskeyChoice = "Not now" | "Create passkey" | "Use passkey"

/**
 * Signs in by email code from the Connect view: the email, then the newest code mailed to it
 * (not one it already held), then, for a new wallet, the visitor's answer to the passkey offer
 * the secure frame shows over the view; until the modal closes.
 */
export const enterEmailLogin = async (
  suite: DemoSuite,
  page: Page,
  email: string,
  passkey?: PasskeyChoice,
) => {
  const mailbox = suite.site.sandbox.secureSite.mailbox
  const older = new Set(mailbox.list(email))
  await openConnectModal(page)
  const connect = dialog(page, "Connect Wallet")
  await connect.getByRole("textbox", { name: "Email", exact: true }).fill(email)
  await connect.getByRole("button", { name: "Continue", exact: true }).click()
  const confirm = dialog(page, "Confirm Email")
  await visible(confirm)
  const mail = await mailbox.waitFor(email, (each) => !older.has(each))
  await confirm.getByRole("textbox", { name: "One-time code", exact: true }).fill(codeIn(mail.text))
  await confirm.getByRole("button", { name: "Continue", exact: true }).click()
  if (passkey !== undefined) {
    const answer = secureFrame(page).getByRole("button", { name: passkey, exact: true })
    await answer.waitFor({ state: "visible", timeout: stepTimeoutMs })
    await answer.click()
  }
  // The kit closes the modal after a connect from a connect-flow view.
  await confirm.waitFor({ state: "hidden", timeout: stepTimeoutMs })
}

/** Signs in by email code as a new user (passkey offer declined unless said); gives the new account's address. */
export const signInByEmail = async (
  suite: DemoSuite,
  page: Page,
  email: string,
  passkey: PasskeyChoice = "Not now",
): Promise<Address> => {
  const before = suite.site.sandbox.secureSite.wallets().length
  await enterEmailLogin(suite, page, email, passkey)
  const made = suite.site.sandbox.secureSite.wallets().slice(before)
  expect(made).toHaveLength(1)
  const address = made[0]?.address as Address
  await visible(accountButton(page, address))
  return address
}

/** The page's local-storage keys of the embedded wallet (spec 3's fixed prefix and the others). */
export const embeddedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /EMAIL|SOCIAL|LAST_USED_CHAIN/.test(key)),
  )

/**
 * Presses Tab until the secure frame's button `name` has the focus (at most `limit` presses),
 * as a keyboard visitor reaches the frame's own panel; gives whether it got there.
 */
export const tabToFrameButton = async (page: Page, name: string, limit = 12): Promise<boolean> => {
  const frame = page.frames().find((each) => each.url().includes("/frame?"))
  if (frame === undefined) throw new Error("The page has no secure frame")
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab")
    const focused = await frame.evaluate(() =>
      document.hasFocus() ? (document.activeElement?.textContent ?? "") : "",
    )
    if (focused.trim() === name) return true
  }
  return false
}
