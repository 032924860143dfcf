import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { type Sandbox, startSandbox } from "../../sandbox/startSandbox"
import { buildTestWallet, testWalletScript } from "../../sandbox/wallet/buildTestWallet"
import { launchChromium } from "../../test/e2e/launchChromium"
import { demoConfigFor } from "../../test/e2e/startDemoSite"
import { testWallet } from "../../test/e2e/testWallet"
import { type DemoServer, serveDemo } from "../demo/serveDemo"
import { cachedHeadlessBuild } from "./buildHeadless"

const projectId = "e2e-headless"
/** How long one step in the browser may take on a busy machine. */
const stepTimeoutMs = 30_000
/** A devnet account the example connects with (any one: nothing is spent). */
const accountIndex = 2

// Runs before any page script: notes whether a modal (a dialog, or any element of Foyer's own
// UI, whose root carries data-foyer) is ever put in the page, however briefly.
const modalWatch = `
  window.__foyerModalSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('[role="dialog"], [data-foyer]') !== null) {
      window.__foyerModalSeen = true;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
`

let sandbox: Sandbox | undefined
let server: DemoServer | undefined
let browser: Browser | undefined
let walletBundle = ""

beforeAll(async () => {
  const [started, dir, bundle] = await Promise.all([
    startSandbox({ projectId }),
    cachedHeadlessBuild(),
    buildTestWallet(),
  ])
  sandbox = started
  walletBundle = bundle
  server = await serveDemo({ dir, config: demoConfigFor(started, projectId) })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await sandbox?.stop()
}, 60_000)

/** The example open in a fresh context with the sandbox's test wallet on `accountIndex`. */
const openExample = async (query = "") => {
  if (sandbox === undefined || server === undefined || browser === undefined) {
    throw new Error("the example did not start")
  }
  const context = await browser.newContext()
  contexts.push(context)
  const page = await context.newPage()
  const requests: string[] = []
  page.on("request", (request) => requests.push(request.url()))
  await page.addInitScript({ content: modalWatch })
  await page.addInitScript({
    content: testWalletScript(walletBundle, {
      rpcUrl: sandbox.urls.rpc,
      projectId,
      privateKeys: sandbox.devnets[0].accounts.map((account) => account.privateKey),
    }),
  })
  await page.goto(new URL(query, server.url).href)
  await testWallet(page).setAccount(accountIndex)
  // The page's own list: the sandbox wallet is found by the page's search box.
  await page.getByLabel("Search wallets").fill("test wallet")
  await page
    .getByRole("button", { name: "Connect Foyer Test Wallet" })
    .waitFor({ timeout: stepTimeoutMs })
  return { page, requests }
}

const contexts: BrowserContext[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

/** The address the page shows once connected, checked against the devnet account. */
const expectConnectedAddress = async (page: Page) => {
  const address = page.getByTestId("address")
  await address.waitFor({ timeout: stepTimeoutMs })
  const expected = sandbox?.devnets[0].accounts[accountIndex]?.address
  expect((await address.textContent())?.toLowerCase()).toBe(expected?.toLowerCase())
}

describe("the headless example", { timeout: 90_000 }, () => {
  it("connects the sandbox wallet with no modal mounted", async () => {
    const { page, requests } = await openExample()
    expect(await page.getByRole("list", { name: "Wallets" }).getByRole("button").count()).toBe(1)
    await page.getByRole("button", { name: "Connect Foyer Test Wallet" }).click()
    await expectConnectedAddress(page)
    // No modal ever: no dialog, no element of Foyer's UI, and the modal's views never loaded.
    expect(await page.evaluate(() => Reflect.get(window, "__foyerModalSeen"))).toBe(false)
    expect(await page.getByRole("dialog").count()).toBe(0)
    expect(requests.filter((url) => /ModalContent/.test(url))).toEqual([])
  })

  it("open({ walletId }) opens the injected wallet's connecting view, which asks the wallet", async () => {
    const { page } = await openExample("?modal")
    const wallet = testWallet(page)
    // The visitor takes their time in the wallet: the connecting view shows meanwhile.
    await wallet.setBehaviour("eth_requestAccounts", { delayMs: 60_000 })
    await page.getByRole("button", { name: "Open Foyer Test Wallet in the modal" }).click()
    const dialog = page.getByRole("dialog")
    await dialog
      .getByText("Waiting for you to approve the connection in Foyer Test Wallet.")
      .waitFor({ timeout: stepTimeoutMs })
    await wallet.release("eth_requestAccounts")
    await expectConnectedAddress(page)
    // A connect started in the connect flow closes the modal once it succeeds.
    await dialog.waitFor({ state: "detached", timeout: stepTimeoutMs })
    // The watch the first test relies on does see a modal when there is one.
    expect(await page.evaluate(() => Reflect.get(window, "__foyerModalSeen"))).toBe(true)
  })
})
