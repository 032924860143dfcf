// End to end in Chromium on the sandbox, with multiWallet() in the demo's plugins (?multiWallet=on;
// issue 36 item 5): the injected Foyer Test Wallet and the sandbox WalletConnect wallet, two EVM
// wallets, connected at once. ProfileWallets lists both; switching, by keyboard, makes the other
// the Account view's address; disconnecting the current one leaves the other current.
import type { Locator, Page } from "playwright-core"
import { afterEach, describe, expect, it } from "vitest"
import type { WalletConnectWallet } from "../../sandbox/walletConnectWallet/createWalletConnectWallet"
import { walletButton } from "../../testing/modalLocators"
import { shortenAddress } from "../../ui/format/shortenAddress"
import {
  accountButton,
  closeModal,
  connectTestWallet,
  dialog,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { tabUntilFocused } from "./sendFlows"
import { testWallet } from "./testWallet"
import { copyLink, startSandboxWalletConnectWallet } from "./walletConnectFlows"

const suite = demoSuite("e2e-multi-wallet")
const wallets: Array<WalletConnectWallet> = []
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

/** The devnet account of `index` (this file's sandbox is its own). */
const accountAt = (index: number) => {
  const account = suite.site.sandbox.devnets[0].accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account
}

/** The browser wallet's account and the WalletConnect wallet's: accounts without a name, so the kit shows their addresses. */
const injected = () => accountAt(3).address
const paired = () => accountAt(5)

/** A wallet's row in ProfileWallets, by its short address (the names come from the wallets). */
const rowOf = (wallets: Locator, address: string): Locator =>
  wallets.getByRole("listitem").filter({ hasText: shortenAddress(address) })

/** The page's Account view, opened from its account button by the keyboard. */
const openAccount = async (page: Page, address: string): Promise<Locator> => {
  await accountButton(page, address).focus()
  await page.keyboard.press("Enter")
  const account = dialog(page, "Account")
  await visible(account)
  return account
}

/** Account → Wallets, by the keyboard alone. */
const openWallets = async (page: Page, address: string): Promise<Locator> => {
  const account = await openAccount(page, address)
  const action = account.getByRole("button", { name: "Wallets", exact: true })
  expect(await tabUntilFocused(page, action)).toBe(true)
  await page.keyboard.press("Enter")
  const list = dialog(page, "Wallets")
  await visible(list)
  return list
}

/**
 * The demo with ProfileWallets: the test wallet connected on account 3, then, through
 * ProfileWallets' Add wallet, the sandbox WalletConnect wallet on account 5, which is then the
 * current one.
 */
const connectBoth = async (): Promise<{ opened: DemoPage; wallet: WalletConnectWallet }> => {
  const opened = await suite.openPage({ query: "?multiWallet=on" })
  const { page } = opened
  await testWallet(page).setAccount(3)
  await connectTestWallet(page, injected())

  const wallet = await startSandboxWalletConnectWallet(suite, paired().privateKey)
  wallets.push(wallet)
  const list = await openWallets(page, injected())
  await list.getByRole("button", { name: "Add wallet", exact: true }).click()
  await visible(dialog(page, "Connect Wallet"))
  await walletButton(page, "WalletConnect").click()
  await visible(page.getByRole("img", { name: "QR code for connecting a wallet" }))
  await wallet.pair(await copyLink(page))
  await wallet.nextProposal()
  await wallet.approveSession()
  // A connect from the Connect view closes the modal; the new wallet is the current one.
  await visible(accountButton(page, wallet.address))
  await closeModal(page)
  return { opened, wallet }
}

describe("several wallets at once in Chromium (ProfileWallets)", { timeout: 180_000 }, () => {
  it("lists the browser wallet and the WalletConnect wallet; Switch, by keyboard, makes the other the Account view's address; disconnecting the current one leaves the other current", async () => {
    const { opened, wallet } = await connectBoth()
    const { page } = opened

    const list = await openWallets(page, wallet.address)
    const evm = list.getByRole("list", { name: "EVM Networks", exact: true })
    await visible(evm)
    expect(await evm.getByRole("listitem").count()).toBe(2)
    const browserRow = rowOf(evm, injected())
    const pairedRow = rowOf(evm, wallet.address)
    await visible(browserRow.getByText(/Foyer Test Wallet/))
    await visible(browserRow.getByText("Active", { exact: true }))
    await visible(pairedRow.getByText("Current", { exact: true }))
    expect(await runAxe(page)).toEqual([])

    // Switch to the browser wallet with the keyboard alone.
    const switchTo = browserRow.getByRole("button", { name: /^Switch to / })
    expect(await tabUntilFocused(page, switchTo)).toBe(true)
    await page.keyboard.press("Enter")
    await visible(browserRow.getByText("Current", { exact: true }))
    await visible(pairedRow.getByText("Active", { exact: true }))
    // The focus stays in the list: on the chosen wallet's Disconnect.
    expect(
      await browserRow
        .getByRole("button", { name: /^Disconnect / })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true)
    await closeModal(page)
    await visible(accountButton(page, injected()))
    const account = await openAccount(page, injected())
    await visible(account.getByText(shortenAddress(injected()), { exact: true }))
    await closeModal(page)

    // Disconnect the current one (the browser wallet): the WalletConnect wallet is current again.
    const again = await openWallets(page, injected())
    const disconnect = rowOf(again, injected()).getByRole("button", { name: /^Disconnect / })
    expect(await tabUntilFocused(page, disconnect)).toBe(true)
    await page.keyboard.press("Enter")
    const held = again.getByRole("list", { name: "EVM Networks", exact: true })
    await expect.poll(() => held.getByRole("listitem").count(), { timeout: stepTimeoutMs }).toBe(1)
    // The browser wallet is one of the family's recent wallets now (spec 3 recentConnections).
    const recent = again.getByRole("list", { name: "Recent wallets (EVM Networks)", exact: true })
    await visible(rowOf(recent, injected()))
    await visible(rowOf(again, wallet.address).getByText("Current", { exact: true }))
    await closeModal(page)
    await visible(accountButton(page, wallet.address))
    const after = await openAccount(page, wallet.address)
    await visible(after.getByText(shortenAddress(wallet.address), { exact: true }))
    // The WalletConnect session is still there; only the browser wallet's ended.
    expect(wallet.sessions).toHaveLength(1)
    expect(opened.errors).toEqual([])
    expect(await opened.cspViolations()).toEqual([])
  })

  it("a reload restores both wallets: ProfileWallets lists them, the WalletConnect wallet still current", async () => {
    const { opened, wallet } = await connectBoth()
    const { page } = opened
    await page.reload()
    await visible(accountButton(page, wallet.address))
    const list = await openWallets(page, wallet.address)
    const evm = list.getByRole("list", { name: "EVM Networks", exact: true })
    await expect.poll(() => evm.getByRole("listitem").count(), { timeout: stepTimeoutMs }).toBe(2)
    await visible(rowOf(evm, wallet.address).getByText("Current", { exact: true }))
    await visible(rowOf(evm, injected()).getByText("Active", { exact: true }))
    expect(opened.errors).toEqual([])
  })
})
