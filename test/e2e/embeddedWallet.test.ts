// End to end in Chromium on the sandbox (issue 37): a visitor without a wallet signs in with an
// email code read from the sandbox's SMTP catcher, gets an embedded account (its key made in
// the secure site's frame, on another origin, and funded on the devnet), signs a message and
// sends ether after approving each in the secure frame shown by ApproveTransaction, reloads and
// is still signed in, then signs out, which clears spec 4's keys.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { bytesToHex } from "@noble/hashes/utils"
import type { Locator, Page } from "playwright-core"
import { type Address, formatEther, parseEther, verifyMessage } from "viem"
import { privateKeyToAddress } from "viem/accounts"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { shareFromBase64 } from "../../plugins/embedded-wallet/secureSite/page/pageKeys"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { newWalletEther } from "../../sandbox/secureSite/fundNewWallet"
import {
  accountButton,
  closeModal,
  dialog,
  disconnect,
  openConnectModal,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import {
  dappHeapSnapshot,
  dappStorageText,
  databaseText,
  readKeyMaterial,
} from "./embeddedWalletKeyMaterial"
import { runAxe } from "./runAxe"
import { fillSend, openSendView, sendButton } from "./sendFlows"

/**
 * The browser profiles the tests made, removed after each test. Registered before the suite's
 * hooks, so it runs after them: the suite closes the pages (and their Chromium) first.
 */
const profiles: Array<string> = []
afterEach(async () => {
  await Promise.all(profiles.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const suite = demoSuite("e2e-embedded-wallet")

// The sandbox builds the secure site's frame page from source on its first request (an
// installed package serves the prebuilt one), and opens its database (PGlite) on the first
// sign-in: both done here, not while a test's visitor waits with a step's timeout.
beforeAll(async () => {
  // The site listens on 127.0.0.1; Node may resolve localhost to ::1 first.
  const site = suite.site.sandbox.urls.secureSite.replace("//localhost:", "//127.0.0.1:")
  const script = await fetch(`${site}/frame/page.js`)
  expect(script.status).toBe(200)
  const started = await fetch(`${site}/v1/email/start`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "warm-up@example.com" }),
  })
  expect(started.status).toBe(200)
}, 180_000)

/** The demo with the embedded wallet (and without pay, spec 5), EVM only, no injected wallet. */
const emailDemo = { wallet: false, query: "?email=on&solana=off" } as const

/**
 * The email demo in a visitor's browser profile, where the secure frame (a third-party frame)
 * keeps its session and the device's key share: the suite's incognito-like contexts block it.
 */
const openEmailDemo = async () => {
  const userDataDir = await mkdtemp(join(tmpdir(), "foyer-e2e-profile-"))
  profiles.push(userDataDir)
  return suite.openPage({ ...emailDemo, userDataDir })
}

/** The six-digit code on a line of its own in the sign-in mail. */
const codeIn = (text: string): string => {
  const code = /^\s*(\d{6})\s*$/m.exec(text)?.[1]
  if (code === undefined) throw new Error(`No code in the mail: ${text}`)
  return code
}

/** The secure frame, once ApproveTransaction shows it. */
const secureFrame = (page: Page) => page.frameLocator('iframe[src*="/frame?"]')

/** Approves the request the secure frame shows, with its own Approve button. */
const approveInFrame = async (page: Page): Promise<void> => {
  await visible(dialog(page, "Approve Transaction"))
  const approve = secureFrame(page).getByRole("button", { name: "Approve", exact: true })
  await approve.waitFor({ state: "visible", timeout: stepTimeoutMs })
  await approve.click()
}

/** Signs in by email code from the Connect view; gives the new account's address. */
const signInByEmail = async (page: Page, email: string): Promise<Address> => {
  const before = suite.site.sandbox.secureSite.wallets().length
  await openConnectModal(page)
  const connect = dialog(page, "Connect Wallet")
  await connect.getByRole("textbox", { name: "Email", exact: true }).fill(email)
  await connect.getByRole("button", { name: "Continue", exact: true }).click()
  const confirm = dialog(page, "Confirm Email")
  await visible(confirm)
  const mail = await suite.site.sandbox.secureSite.mailbox.waitFor(email)
  await confirm.getByRole("textbox", { name: "One-time code", exact: true }).fill(codeIn(mail.text))
  await confirm.getByRole("button", { name: "Continue", exact: true }).click()
  // The kit closes the modal after a connect from a connect-flow view.
  await confirm.waitFor({ state: "hidden", timeout: stepTimeoutMs })
  const made = suite.site.sandbox.secureSite.wallets().slice(before)
  expect(made).toHaveLength(1)
  const address = made[0]?.address as Address
  await visible(accountButton(page, address))
  return address
}

/** The page's local-storage keys of the embedded wallet (spec 3's fixed prefix and the others). */
const embeddedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /EMAIL|SOCIAL|LAST_USED_CHAIN/.test(key)),
  )

describe("the embedded wallet in Chromium", { timeout: 240_000 }, () => {
  it("email code sign-in: a funded account, a signature and a send approved in the secure frame, still signed in after a reload, signed out with spec 4's keys cleared", async () => {
    const { page, errors } = await openEmailDemo()
    const address = await signInByEmail(page, "visitor@example.com")
    const devnet = suite.site.sandbox.devnets[0]
    const client = devnetPublicClient(devnet)
    expect(formatEther(await client.getBalance({ address }))).toBe(newWalletEther)

    // Sign a message: the secure frame asks, the visitor approves there.
    const message = "Hello from the Foyer demo"
    await page.getByRole("button", { name: "Sign", exact: true }).click()
    await approveInFrame(page)
    const signed = page.getByRole("status").filter({ hasText: /^Signature: 0x/ })
    await visible(signed)
    const signature = ((await signed.textContent()) ?? "").replace("Signature: ", "")
    expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(
      true,
    )

    // Send ether to the sandbox's account 3, approved in the frame; checked on the chain.
    const receiver = devnet.accounts[3]?.address as Address
    const receiverBefore = await client.getBalance({ address: receiver })
    const send = await openSendView(page, address)
    await fillSend(send, { token: "Ether (ETH)", amount: "0.25", receiver })
    await sendButton(send).click()
    await approveInFrame(page)
    await expect
      .poll(() => client.getBalance({ address: receiver }), { timeout: stepTimeoutMs })
      .toBe(receiverBefore + parseEther("0.25"))

    // Reload: the stored AUTH session is restored through the secure frame.
    await closeModal(page)
    await page.reload()
    await visible(accountButton(page, address))
    expect(await embeddedKeys(page)).not.toEqual([])

    // Sign out: spec 4's keys are gone.
    await disconnect(page, address)
    // Cleared once the frame answered the sign-out (spec 4: it waits at most 3 s for it),
    // which may come after the page already shows Connect Wallet.
    await expect.poll(() => embeddedKeys(page), { timeout: stepTimeoutMs }).toEqual([])
    expect(errors).toEqual([])
  })

  it("by keyboard, with axe, where the browser blocks the secure frame's storage (an incognito window): the visitor still signs in, for the page's life", async () => {
    const { page } = await suite.openPage(emailDemo)
    await openConnectModal(page)
    const connect = dialog(page, "Connect Wallet")
    const field: Locator = connect.getByRole("textbox", { name: "Email", exact: true })
    await field.focus()
    await page.keyboard.type("keyboard@example.com")
    await page.keyboard.press("Enter")
    const confirm = dialog(page, "Confirm Email")
    await visible(confirm)
    expect(await runAxe(page)).toEqual([])
    const mail = await suite.site.sandbox.secureSite.mailbox.waitFor("keyboard@example.com")
    await confirm.getByRole("textbox", { name: "One-time code", exact: true }).focus()
    await page.keyboard.type(codeIn(mail.text))
    await page.keyboard.press("Enter")
    await confirm.waitFor({ state: "hidden", timeout: stepTimeoutMs })
    await visible(page.getByRole("button", { name: /^0x/ }))
  })

  it("issue 37's custody rules: no key material in the dApp origin's storage, IndexedDB or JS heap, and no whole key in the site's database (read there)", async () => {
    const { page } = await openEmailDemo()
    const address = await signInByEmail(page, "custody@example.com")
    // The key is used once, so it has been rebuilt in the secure frame.
    const message = "Hello from the Foyer demo"
    await page.getByRole("button", { name: "Sign", exact: true }).click()
    await approveInFrame(page)
    await visible(page.getByRole("status").filter({ hasText: /^Signature: 0x/ }))

    // The key as only the secure origin and the site hold it: the two shares rebuild it.
    const site = suite.site.sandbox.urls.secureSite.replace("//localhost:", "//127.0.0.1:")
    const material = await readKeyMaterial(page, site)
    expect(privateKeyToAddress(`0x${material.privateKey}`)).toBe(address)
    const secrets = [material.privateKey, material.deviceShare, material.serverShare]

    const storage = await dappStorageText(page)
    expect(storage).toContain(address) // the kit keeps the address: the search finds things
    expect(secrets.filter((secret) => storage.includes(secret))).toEqual([])

    const heap = await dappHeapSnapshot(page)
    expect(heap).toContain(message)
    expect(
      [...secrets, material.privateKey.toUpperCase()].filter((secret) => heap.includes(secret)),
    ).toEqual([])

    // The site keeps the server's share (one of three), never the key or the device's share.
    const database = await databaseText(suite.site.sandbox.secureSite.database)
    const serverShareHex = bytesToHex(shareFromBase64(material.serverShare))
    expect(database).toContain(serverShareHex)
    const deviceShareHex = bytesToHex(shareFromBase64(material.deviceShare))
    expect(
      [material.privateKey, deviceShareHex].filter((secret) => database.includes(secret)),
    ).toEqual([])
  })
})
