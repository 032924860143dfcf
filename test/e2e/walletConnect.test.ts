import type { Page } from "playwright-core"
import { formatEther, verifyMessage } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { serveDemo } from "../../examples/demo/serveDemo"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import type { WalletConnectWallet } from "../../sandbox/walletConnectWallet/createWalletConnectWallet"
import { startWalletConnectWalletPage } from "../../sandbox/walletConnectWallet/startWalletConnectWalletPage"
import { shortenAddress } from "../../ui/format/shortenAddress"
import {
  accountButton,
  chooseNetwork,
  closeModal,
  connectButton,
  dialog,
  networkButton,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { saveScreenshot } from "./saveScreenshot"
import { demoConfigFor } from "./startDemoSite"
import {
  chooseWalletConnect,
  copyLink,
  openForWalletConnect,
  startSandboxWalletConnectWallet,
} from "./walletConnectFlows"

const suite = demoSuite("e2e-walletconnect")
const wallets: Array<WalletConnectWallet> = []
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

/** Devnet accounts no other e2e file uses, one per test that connects. */
const accountFor = (index: number) => {
  const account = suite.site.sandbox.devnets[0].accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account
}

/** The sandbox WalletConnect wallet on devnet account `index`, pairing through the relay. */
const startWallet = async (index: number) => {
  const wallet = await startSandboxWalletConnectWallet(suite, accountFor(index).privateKey)
  wallets.push(wallet)
  return wallet
}

/** The demo without any browser wallet, allowed to use the clipboard. */
const openPage = (): Promise<DemoPage> => openForWalletConnect(suite)

/** Pairs `wallet` with the page over WalletConnect and waits for the account button. */
const connectOverWalletConnect = async (page: Page, wallet: WalletConnectWallet) => {
  const uri = await chooseWalletConnect(page)
  await wallet.pair(uri)
  await wallet.nextProposal()
  await wallet.approveSession()
  await visible(accountButton(page, wallet.address))
}

/** Every request the page made went to this machine. */
const expectLoopbackOnly = (opened: DemoPage) => {
  const remote = opened.requests
    .map((r) => new URL(r.url))
    .filter((url) => url.protocol !== "data:" && url.hostname !== "127.0.0.1")
    .map((url) => url.href)
  expect(remote).toEqual([])
}

describe("WalletConnect over the sandbox relay", { timeout: 120_000 }, () => {
  it("connects by the copied link: the Account view shows the address and devnet balance, and a reload restores it", async () => {
    const opened = await openPage()
    const { page } = opened
    const wallet = await startWallet(5)
    const balance = await devnetPublicClient(suite.site.sandbox.devnets[0]).getBalance({
      address: wallet.address,
    })
    await connectButton(page).click()
    await visible(dialog(page, "Connect Wallet"))
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^WalletConnect/ })
      .click()
    await visible(page.getByRole("img", { name: "QR code for connecting a wallet" }))
    await visible(page.getByText(/^Expires in \d:\d\d$/))
    await saveScreenshot(page, "walletconnect", "qr-code")
    const uri = await copyLink(page)
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    // Every network of the demo's families: both EVM devnets and the Solana devnet (the
    // EVM-only wallet approves the eip155 ones).
    expect(proposal.chains).toEqual([
      "eip155:31337",
      "eip155:31338",
      suite.site.sandbox.urls.solana.caipNetworkId,
    ])
    expect(proposal.peer.name).toBe("Foyer demo")
    await wallet.approveSession()

    const button = accountButton(page, wallet.address)
    await visible(button)
    await expect
      .poll(() => button.textContent(), { timeout: stepTimeoutMs })
      .toBe(`${shortenAddress(wallet.address)}${formatEther(balance)} ETH`)
    await button.click()
    const account = dialog(page, "Account")
    await visible(account)
    await visible(account.getByText(shortenAddress(wallet.address), { exact: true }))
    // The balance line (the Tokens list has the same text in its Ether row).
    await visible(
      account.getByText(`${formatEther(balance)} ETH`, { exact: true }).and(account.locator("p")),
    )
    await saveScreenshot(page, "walletconnect", "account-view")
    await closeModal(page)

    await page.reload()
    await visible(accountButton(page, wallet.address))
    expect(await connectButton(page).count()).toBe(0)
    expect(wallet.proposals).toEqual([])
    expect(wallet.sessions).toHaveLength(1)
    expectLoopbackOnly(opened)
    expect(opened.errors).toEqual([])
    expect(await opened.cspViolations()).toEqual([])
  })

  it("a signature request is answered by the wallet", async () => {
    const { page } = await openPage()
    const wallet = await startWallet(6)
    await connectOverWalletConnect(page, wallet)
    await page.getByRole("textbox", { name: "Message" }).fill("Sign in to the Foyer demo")
    await page.getByRole("button", { name: "Sign", exact: true }).click()
    const request = await wallet.nextRequest()
    expect(request.method).toBe("personal_sign")
    await wallet.approveRequest()
    const shown = page.getByText(/^Signature: 0x[0-9a-f]+$/)
    await visible(shown)
    const signature = (await shown.textContent())?.slice("Signature: ".length) as `0x${string}`
    expect(
      await verifyMessage({
        address: wallet.address,
        message: "Sign in to the Foyer demo",
        signature,
      }),
    ).toBe(true)

    // Declined in the wallet: the page hears the kit's message.
    await page.getByRole("button", { name: "Sign", exact: true }).click()
    await wallet.nextRequest()
    await wallet.rejectRequest()
    await visible(page.getByRole("alert").getByText("User rejected the request", { exact: true }))
  })

  it("a rejected session shows 'Connection rejected' and the visitor can try again", async () => {
    const { page } = await openPage()
    const wallet = await startWallet(7)
    const first = await chooseWalletConnect(page)
    await wallet.pair(first)
    await wallet.nextProposal()
    await wallet.rejectSession()
    const modal = page.getByRole("dialog")
    await visible(modal.getByRole("alert").getByText("Connection rejected", { exact: true }))
    await saveScreenshot(page, "walletconnect", "rejected")
    await modal.getByRole("button", { name: "Try again", exact: true }).click()
    const second = await copyLink(page)
    expect(second).not.toBe(first)
    await wallet.pair(second)
    await wallet.nextProposal()
    await wallet.approveSession()
    await visible(accountButton(page, wallet.address))
  })

  it("Refresh replaces a waiting pairing with a new URI, which the wallet can use", async () => {
    const { page } = await openPage()
    const wallet = await startWallet(6)
    const first = await chooseWalletConnect(page)
    await page.getByRole("dialog").getByRole("button", { name: "Refresh", exact: true }).click()
    // The new code replaces the old one; its link is copied once it exists.
    const copy = page.getByRole("dialog").getByRole("button", { name: "Copy link", exact: true })
    await expect
      .poll(
        async () => {
          if (await copy.isVisible()) await copy.click()
          return page.evaluate(() => navigator.clipboard.readText())
        },
        { timeout: stepTimeoutMs },
      )
      .not.toBe(first)
    const second = await page.evaluate(() => navigator.clipboard.readText())
    expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(second)
    await wallet.nextProposal()
    await wallet.approveSession()
    await visible(accountButton(page, wallet.address))
  })

  it("switches network over the session, from the dApp and from the wallet", async () => {
    const { page } = await openPage()
    const wallet = await startWallet(8)
    await connectOverWalletConnect(page, wallet)
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet")
    await chooseNetwork(page, "Foyer Devnet 2")
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet 2")
    await closeModal(page)

    await wallet.switchChain(31337)
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet")
  })

  it("disconnecting from the dApp ends the wallet's session; disconnecting from the wallet updates the dApp", async () => {
    const { page } = await openPage()
    const wallet = await startWallet(9)
    await connectOverWalletConnect(page, wallet)
    await accountButton(page, wallet.address).click()
    const account = dialog(page, "Account")
    await visible(account)
    await account.getByRole("button", { name: "Disconnect", exact: true }).click()
    await visible(connectButton(page))
    await expect.poll(() => wallet.sessions.length, { timeout: stepTimeoutMs }).toBe(0)

    await connectOverWalletConnect(page, wallet)
    await wallet.disconnect()
    await visible(connectButton(page))
    expect(await accountButton(page, wallet.address).count()).toBe(0)
  })
})

const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"

/** A phone's browser context beside the suite's page (an iPhone's Safari, touch, its viewport). */
const phoneContext = async () => {
  const opened = await suite.openPage({ wallet: false, navigate: false })
  const phone = await opened.context.browser()?.newContext({
    userAgent: iphoneSafari,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  })
  if (phone === undefined) throw new Error("no browser behind the page")
  return phone
}

describe("WalletConnect on a phone", { timeout: 120_000 }, () => {
  it("a catalogue wallet in the Connect view opens its own deep link carrying the pairing URI", async () => {
    const phone = await phoneContext()
    try {
      const page = await phone.newPage()
      // Rainbow's app is not on this machine: the navigation to its universal link is caught.
      const opened: Array<string> = []
      await phone.route("https://rnbwapp.com/**", (route) => {
        opened.push(route.request().url())
        return route.fulfill({ status: 204, body: "" })
      })
      await page.goto(suite.site.demo.url)
      await connectButton(page).click()
      const connect = dialog(page, "Connect Wallet")
      await visible(connect)
      await connect.getByRole("button", { name: "Rainbow", exact: true }).click()
      const link = page.getByRole("link", { name: "Open Rainbow" })
      await visible(link)
      await link.click()
      await expect.poll(() => opened.length, { timeout: stepTimeoutMs }).toBe(1)
      const url = new URL(opened[0] ?? "")
      expect(`${url.origin}${url.pathname}`).toBe("https://rnbwapp.com/wc")
      expect(url.searchParams.get("uri")).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    } finally {
      await phone.close()
    }
  })

  it("AllWallets lists the WalletConnect wallets; the deep link opens the wallet with the pairing, which connects the page", async () => {
    // Account 7 again (ten devnet accounts): no test here spends from it.
    const wallet = await startWallet(7)
    const walletPage = await startWalletConnectWalletPage({ wallet })
    // The demo as npm start serves it: the sandbox wallet's page is a deep-link wallet.
    const served = await serveDemo({
      dir: suite.site.buildDir,
      config: demoConfigFor(suite.site.sandbox, suite.site.projectId, walletPage.url),
    })
    const phone = await phoneContext()
    try {
      const page = await phone.newPage()
      await page.goto(served.url)
      await connectButton(page).click()
      await visible(dialog(page, "Connect Wallet"))
      await page
        .getByRole("dialog")
        .getByRole("button", { name: "All Wallets", exact: true })
        .click()
      const all = dialog(page, "All Wallets")
      await visible(all)
      await all.getByRole("button", { name: /^Sandbox WalletConnect Wallet/ }).click()
      const open = page.getByRole("link", { name: "Open Sandbox WalletConnect Wallet" })
      await visible(open)
      await saveScreenshot(page, "walletconnect", "phone-deep-link")
      const href = await open.getAttribute("href")
      expect(href).toMatch(new RegExp(`^${walletPage.url}/wc\\?uri=wc%3A`))

      // The phone switches to the wallet app: here, the wallet's page in another tab.
      const walletTab = await phone.newPage()
      await walletTab.goto(href ?? "")
      await walletTab.getByRole("button", { name: "Pair", exact: true }).click()
      await walletTab.getByRole("button", { name: "Approve the session with Foyer demo" }).click()
      await visible(accountButton(page, wallet.address))
    } finally {
      await phone.close()
      await served.close()
      await walletPage.stop()
    }
  })
})
