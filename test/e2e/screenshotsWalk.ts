// The views the screenshot tests draw, and how a visitor reaches each from the demo: one page
// per variant walks them all (a sandbox per screenshot would cost minutes), reading buttons
// and titles by the names the visitor reads in the page's language.
//
// Views no walk reaches, and why:
// - ConnectingWalletConnectBasic: the opening view of a kit with no adapters, or under
//   manual WalletConnect control (spec 2); the demo has its EVM adapter and no such control.
// - SwitchActiveChain: switches between chain families (EVM to Solana, …); the demo lists the
//   Solana devnet, but the walk connects the EVM wallet only (test/e2e/solanaWallet.test.ts
//   goes through it to connect both families).
// - ConnectingMultiChain: shown for a wallet of several chain families; the demo's two test
//   wallets have names of their own (test/e2e/connectingMultiChain.test.ts gives them one).
// - ProfileWallets: the multi-wallet plugin's, listed by the demo only with ?multiWallet=on (its
//   Account action would change the Account view every variant draws); multiWallet.test.ts.
// - UsageExceeded: shown only while the project's plan is over its usage limit (the sandbox's
//   usageLimitExceeded fault); test/e2e/navigation.test.ts checks it.
// - RegisterAccountNameSuccess: shown only once a name is registered, which would rename the
//   demo account every other view and variant of the file shows.
// - DataCapture (email-capture) and the embedded-wallet plugin's views: not in the demo.
import type { Locator, Page } from "playwright-core"
import { startingWith } from "../../testing/modalLocators"
import { stepTimeoutMs, testWalletButton, visible } from "./demoPageFlows"
import {
  checkView,
  openScreenshotPage,
  recordShares,
  type ScreenshotSuite,
  type ScreenshotVariant,
  type ViewCheck,
} from "./screenshotsHarness"
import { screenshotTexts } from "./screenshotsTexts"
import { testWallet } from "./testWallet"

/** Every view a walk draws, in the order it draws them. */
export const screenshotViews = [
  "SIWXSignMessage",
  "PayWithExchange",
  "Connect",
  "AllWallets",
  "AllWallets-NewToWallets",
  "ConnectingWalletConnect",
  "ConnectingExternal",
  "Account",
  "OnRamp",
  "Swap",
  "Receive",
  "Send",
  "Activity",
  "RegisterAccountName",
  "Account-ActivityTab",
  "SwitchNetwork",
  "UnsupportedChain",
] as const

/** The sandbox's first devnet account: a name (alice.foyer.id) with an avatar, ETH and tokens. */
const accountIndex = 0
const accountName = "alice.foyer.id"

/** The Account view's actions the demo's plugins contribute: label id, view title id, view. */
const accountActions = [
  ["onramp.action", "onramp.title", "OnRamp"],
  ["swap.action", "swap.title", "Swap"],
  ["receive.action", "receive.title", "Receive"],
  ["send.action", "send.title", "Send"],
  ["activity.action", "activity.title", "Activity"],
  ["names.action", "names.title", "RegisterAccountName"],
] as const

/** What one variant's walk found. */
export interface WalkResult {
  /** The views drawn, in order. */
  readonly views: ReadonlyArray<string>
  readonly checks: ReadonlyArray<ViewCheck>
}

/**
 * Walks every view of {@link screenshotViews} in `variant`, comparing each with its baseline
 * and checking it fits the viewport.
 */
export const walkViews = async (
  suite: ScreenshotSuite,
  variant: ScreenshotVariant,
): Promise<WalkResult> => {
  const { text, busyTexts } = screenshotTexts(variant.locale)
  const checks: Array<ViewCheck> = []
  const dialog = (page: Page, titleId: string) =>
    page.getByRole("dialog", { name: text(titleId), exact: true })
  const shoot = async (page: Page, view: string, shown: Locator, mask?: ReadonlyArray<Locator>) => {
    await visible(shown)
    checks.push(
      await checkView(page, shown, { view, variant, busyTexts, ...(mask ? { mask } : {}) }),
    )
  }
  const button = (within: Locator, id: string) =>
    within.getByRole("button", { name: text(id), exact: true })
  const back = async (from: Locator, to: Locator) => {
    await button(from, "modal.back").click()
    await visible(to)
  }
  const closeModal = async (page: Page) => {
    const open = page.getByRole("dialog")
    await button(open, "modal.close").click()
    await open.waitFor({ state: "hidden", timeout: stepTimeoutMs })
  }
  const connectButton = (page: Page) =>
    page.getByRole("button", { name: text("connectButton.label"), exact: true })

  // Sign-in asks right after the connect, in a page of its own (`?siwx=required`).
  {
    const { context, page } = await openScreenshotPage(suite, variant, { siwx: "required" })
    try {
      await visible(connectButton(page))
      await testWallet(page).setAccount(accountIndex)
      await connectButton(page).click()
      await testWalletButton(page).click()
      await shoot(page, "SIWXSignMessage", dialog(page, "siwx.title"))
    } finally {
      await context.close()
    }
  }

  const { context, page } = await openScreenshotPage(suite, variant)
  try {
    const wallet = testWallet(page)
    await visible(connectButton(page))
    await wallet.setAccount(accountIndex)

    // The demo's own button opens the pay view; no wallet is needed for it.
    await page.getByRole("button", { name: "Pay with exchange", exact: true }).click()
    await shoot(page, "PayWithExchange", dialog(page, "pay.title"))
    await closeModal(page)

    await connectButton(page).click()
    const connect = dialog(page, "view.Connect.title")
    await visible(testWalletButton(page))
    await shoot(page, "Connect", connect)

    await button(connect, "connect.allWallets").click()
    const allWallets = dialog(page, "view.AllWallets.title")
    await shoot(page, "AllWallets", allWallets)
    const newToWallets = allWallets.getByText(text("allWallets.newToWallets"), { exact: true })
    await newToWallets.click()
    // What opened, scrolled into view.
    await newToWallets.evaluate((summary) =>
      (summary.closest("details") ?? summary).scrollIntoView({ block: "end" }),
    )
    await shoot(page, "AllWallets-NewToWallets", allWallets)
    await back(allWallets, connect)

    await connect.getByRole("button", { name: /^WalletConnect/ }).click()
    const walletConnect = dialog(page, "view.ConnectingWalletConnect.title")
    // A new pairing URI every time: its QR code is painted over.
    const qrCode = walletConnect.getByRole("img", { name: text("walletConnect.qrCode") })
    await visible(qrCode)
    await shoot(page, "ConnectingWalletConnect", walletConnect, [qrCode])
    await back(walletConnect, connect)

    // Held by the wallet, so the waiting view stays for its screenshot.
    await wallet.setBehaviour("eth_requestAccounts", { delayMs: 600_000 })
    await testWalletButton(page).click()
    await shoot(page, "ConnectingExternal", dialog(page, "view.ConnectingExternal.title"))
    await wallet.release("eth_requestAccounts")
    const accountButton = page.getByRole("button", { name: startingWith(accountName) })
    // A connect from a connect view closes the modal.
    await page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })

    await visible(accountButton)
    await accountButton.click()
    const account = dialog(page, "view.Account.title")
    await shoot(page, "Account", account)
    for (const [label, title, view] of accountActions) {
      await button(account, label).click()
      const shown = dialog(page, title)
      await shoot(page, view, shown)
      await back(shown, account)
    }
    // The tabs plugins add after Tokens: Activity's recent activity.
    await account.getByRole("tab", { name: text("activity.title"), exact: true }).click()
    await shoot(page, "Account-ActivityTab", account)
    await account.getByRole("tab", { name: text("account.tokens"), exact: true }).click()
    await closeModal(page)

    const networkButton = page.getByRole("button", {
      name: startingWith(text("networkButton.label")),
    })
    await networkButton.click()
    await shoot(page, "SwitchNetwork", dialog(page, "view.SwitchNetwork.listTitle"))
    await closeModal(page)

    // The wallet moves to Ethereum by itself, which the demo does not support.
    await wallet.moveToChain(1)
    const unsupported = dialog(page, "view.UnsupportedChain.title")
    await shoot(page, "UnsupportedChain", unsupported)
    await unsupported.getByRole("button", { name: /^Foyer Devnet(?! 2)/ }).click()
    await unsupported.waitFor({ state: "hidden", timeout: stepTimeoutMs })
  } finally {
    await context.close()
  }
  await recordShares(variant, checks)
  return { views: checks.map((check) => check.comparison.name.split(".")[0] ?? ""), checks }
}
