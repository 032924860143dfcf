// The example dApp tested as a user of Foyer tests theirs: offline, against the sandbox, in
// Chromium, through the modal by role. It imports foyer/testing and Foyer's public entries
// only (they resolve to the built package, see README.md); serveDapp is this example's own
// build and server, standing in for your app's.

import type { DevnetAccount } from "foyer/sandbox"
import {
  accountButton,
  connectTestWallet,
  disconnect,
  installTestWallet,
  runAxe,
  startTestSandbox,
  type TestSandbox,
} from "foyer/testing"
import { type Browser, chromium, type Page } from "playwright-core"
import { createPublicClient, formatEther, http } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type DappServer, serveDapp } from "./serveDapp"

let sandbox: TestSandbox
let dapp: DappServer
let browser: Browser

beforeAll(async () => {
  ;[sandbox, dapp, browser] = await Promise.all([
    startTestSandbox(),
    serveDapp(),
    // Bring your own browser: `npx playwright install chromium` and `chromium.launch()`.
    // Foyer's test run finds one and names it in FOYER_CHROMIUM.
    chromium.launch({
      headless: true,
      ...(process.env.FOYER_CHROMIUM === undefined
        ? {}
        : { executablePath: process.env.FOYER_CHROMIUM }),
    }),
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await dapp?.stop()
  await sandbox?.stop()
}, 60_000)

/**
 * The dApp in a fresh browser context, told where the sandbox is, with the injected test
 * wallet holding the devnet's funded account `account`.
 */
const openDapp = async (account: DevnetAccount): Promise<Page> => {
  const page = await (await browser.newContext()).newPage()
  await installTestWallet(page, sandbox, { privateKeys: [account.privateKey] })
  const url = new URL(dapp.url)
  url.searchParams.set("sandbox", JSON.stringify(sandbox.foyerSandbox))
  await page.goto(url.href)
  return page
}

describe("the example dApp", { timeout: 120_000 }, () => {
  it("connects the test wallet through the modal and shows its address and devnet balance", async () => {
    // The sandbox names its first accounts (alice.foyer.id, bob.foyer.id), and the kit shows
    // a name instead of the address; this one has none.
    const account = sandbox.devnets[0].accounts[3]
    if (account === undefined) throw new Error("The devnet has no fourth funded account")
    const page = await openDapp(account)

    await connectTestWallet(page, account.address)

    const devnet = createPublicClient({ transport: http(sandbox.devnets[0].rpcUrl) })
    const balance = formatEther(await devnet.getBalance({ address: account.address }))
    await expect
      .poll(() => page.getByRole("status", { name: "Balance" }).textContent())
      .toBe(`${balance} ETH`)
    expect(await page.getByRole("status", { name: "Address" }).textContent()).toBe(account.address)
    expect(await runAxe(page)).toEqual([])

    await disconnect(page, account.address)
    expect(await accountButton(page, account.address).count()).toBe(0)
    await page.context().close()
  })
})
