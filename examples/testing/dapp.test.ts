// The example dApp tested as a user of Foyer tests theirs: offline, against the sandbox, in
// Chromium, through the modal by role. It imports foyer-kit/testing and Foyer's public entries
// only (they resolve to the built package, see README.md); serveDapp is this example's own
// build and server, standing in for your app's.

import type { DevnetAccount } from "foyer-kit/sandbox"
import {
  accountButton,
  connectTestWallet,
  connectWithWalletConnect,
  disconnect,
  installTestWallet,
  runAxe,
  startTestSandbox,
  startWalletConnectTestWallet,
  type TestSandbox,
} from "foyer-kit/testing"
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
 * A funded account of the first devnet without a name: the sandbox names its first accounts
 * (alice.foyer.id, bob.foyer.id), and the kit shows a name instead of the address.
 */
const unnamedAccount = (index: 3 | 4): DevnetAccount => {
  const account = sandbox.devnets[0].accounts[index]
  if (account === undefined) throw new Error(`The devnet has no funded account ${index}`)
  return account
}

/**
 * The dApp in a fresh browser context, told where the sandbox is; with the injected test
 * wallet holding the devnet's funded account `account`, when one is given.
 */
const openDapp = async (account?: DevnetAccount): Promise<Page> => {
  const page = await (await browser.newContext()).newPage()
  if (account !== undefined) {
    await installTestWallet(page, sandbox, { privateKeys: [account.privateKey] })
  }
  const url = new URL(dapp.url)
  url.searchParams.set("sandbox", JSON.stringify(sandbox.foyerSandbox))
  await page.goto(url.href)
  return page
}

describe("the example dApp", { timeout: 120_000 }, () => {
  it("connects the test wallet through the modal and shows its address and devnet balance", async () => {
    const account = unnamedAccount(3)
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

  it("connects a WalletConnect wallet with the pairing URI the modal shows", async () => {
    const account = unnamedAccount(4)
    const wallet = await startWalletConnectTestWallet(sandbox, [account.privateKey])
    try {
      const page = await openDapp()

      await connectWithWalletConnect(page, wallet)

      expect(await page.getByRole("status", { name: "Address" }).textContent()).toBe(
        account.address,
      )
      expect(wallet.sessions.map((session) => session.peer.name)).toEqual(["Foyer testing example"])
      expect(wallet.sessions.map((session) => session.accounts)).toEqual([
        [`eip155:31337:${account.address}`, `eip155:31338:${account.address}`],
      ])
      await page.context().close()
    } finally {
      await wallet.close()
    }
  })
})
