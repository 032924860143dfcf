// End to end in Chromium on the sandbox, with onramp() in the demo's plugins (issue 17, point 3;
// spec 7 onramp calls): from the Account view, Buy opens the buy form, typed with the keyboard;
// Buy opens the sandbox onramp page in a popup. The good test card credits the wallet by a real
// devnet transaction (balance and receipt read from the node, not from the page), and once the
// popup is closed the purchase shows in Activity; the declined card shows the page's error and
// credits nothing.
import type { Locator, Page } from "playwright-core"
import { type Address, formatEther, getAddress, type Hash } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { fiatCurrencyLogo, paymentMethodLogo } from "../../plugins/onramp/views/paymentLogos"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { onrampNetworkIconUrl } from "../../sandbox/onramp/onrampIcons"
import { cardDeclinedMessage, declinedTestCard, goodTestCard } from "../../sandbox/onramp/testCards"
import { shortenAddress } from "../../ui/format/shortenAddress"
import {
  accountButton,
  connectButton,
  connectTestWallet,
  dialog,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"
import { shows, spokenTexts, tabUntilFocused } from "./sendFlows"
import { testWallet } from "./testWallet"
import { sandboxIcon, shownIcons } from "./tokenIcons"

const suite = demoSuite("e2e-onramp")

/** The buyer of the good-card test, and of the declined-card test: accounts no other test here uses. */
const buyerIndex = 5
const declinedIndex = 6

/** How long the onramp page may take to answer (it quotes and delivers on the devnet). */
const pageAnswerMs = 20_000

const devnet = () => suite.site.sandbox.devnets[0]
const rpc = () => devnetPublicClient(devnet())
const address = (index: number): Address => {
  const account = devnet().accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account.address
}

/** Opens the demo, connects the test wallet on account `index`. */
const connect = async (index: number): Promise<DemoPage> => {
  const opened = await suite.openPage()
  await visible(connectButton(opened.page))
  await testWallet(opened.page).setAccount(index)
  await connectTestWallet(opened.page, address(index))
  return opened
}

/** From the page's account button, opens Account, then the buy view from its Buy action. */
const openBuyView = async (page: Page, buyer: Address): Promise<Locator> => {
  await accountButton(page, buyer).click()
  const account = dialog(page, "Account")
  await visible(account)
  await account.getByRole("button", { name: "Buy", exact: true }).click()
  const buy = dialog(page, "Buy crypto")
  await visible(buy)
  return buy
}

/**
 * With the keyboard alone: types `amount` into the amount field, waits for the quote, then
 * presses Buy; answers the popup the click opened.
 */
const buyByKeyboard = async (page: Page, buy: Locator, amount: string): Promise<Page> => {
  const field = buy.getByLabel("Amount to pay", { exact: true })
  expect(await tabUntilFocused(page, field, 40)).toBe(true)
  await page.keyboard.type(amount)
  await visible(buy.getByText(/^Total: /))
  const submit = buy.getByRole("button", { name: "Buy", exact: true })
  expect(await tabUntilFocused(page, submit, 20)).toBe(true)
  const opening = page.waitForEvent("popup")
  await page.keyboard.press("Enter")
  const popup = await opening
  // Opened blank in the keypress, then sent to the provider's page once its URL is known.
  await popup.waitForURL((url) => url.protocol === "http:", { timeout: pageAnswerMs })
  // The page fills in the order ("…" until then) once its script has read it.
  await expect
    .poll(() => popup.locator("#destination").textContent(), { timeout: pageAnswerMs })
    .not.toBe("…")
  return popup
}

/** Pays on the sandbox onramp page with the keyboard alone, as its own test does. */
const payByKeyboard = async (popup: Page, number: string) => {
  await expect
    .poll(() => popup.locator("#receive").textContent(), { timeout: pageAnswerMs })
    .toMatch(/ETH$/)
  await popup.getByLabel("Card number").focus()
  await popup.keyboard.type(number)
  await popup.keyboard.press("Tab")
  await popup.keyboard.type("12/99")
  await popup.keyboard.press("Tab")
  await popup.keyboard.type("123")
  await popup.keyboard.press("Enter")
}

/** The transactions to `receiver` in the blocks after `afterBlock`, read from the node. */
const receivedSince = async (receiver: Address, afterBlock: bigint) => {
  const latest = await rpc().getBlockNumber()
  const found: Array<{ hash: Hash; from: Address; value: bigint }> = []
  for (let number = afterBlock + 1n; number <= latest; number++) {
    const block = await rpc().getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      if (transaction.to?.toLowerCase() !== receiver.toLowerCase()) continue
      found.push({ hash: transaction.hash, from: transaction.from, value: transaction.value })
    }
  }
  return found
}

afterEach(() => {
  suite.site.sandbox.api.faults.reset()
})

describe("Buy in Chromium on the sandbox onramp", { timeout: 180_000 }, () => {
  it("buying ETH with the good test card credits the wallet on chain; once the popup is closed the purchase shows in Activity; no axe violations", async () => {
    const opened = await connect(buyerIndex)
    const { page } = opened
    const buyer = address(buyerIndex)
    const before = await rpc().getBlockNumber()
    const balanceBefore = await rpc().getBalance({ address: buyer })

    const buy = await openBuyView(page, buyer)
    await visible(buy.getByText("Provider fee: 1-2%", { exact: true }))
    // The active devnet's ETH is chosen on the active devnet, USD by card; the exact limits.
    const chosen = buy.locator('ul button[aria-pressed="true"]')
    expect(await spokenTexts(chosen)).toEqual([
      "Ether (ETH)",
      "Foyer DevnetCurrent network",
      "USD",
      "Card10–7500 USD",
    ])
    // Each with its logo, loaded (issue 34: there were empty white squares): the sandbox's ETH
    // icon and devnet badge from its options, the kit's own USD sign and card.
    await expect
      .poll(() => shownIcons(chosen), { timeout: stepTimeoutMs })
      .toEqual([
        sandboxIcon("ETH"),
        { src: onrampNetworkIconUrl(devnet()), loaded: true },
        { src: fiatCurrencyLogo("USD"), loaded: true },
        { src: paymentMethodLogo("card"), loaded: true },
      ])
    await visible(buy.getByText("Card: from 10 to 7500 USD", { exact: true }))
    expect(await runAxe(page)).toEqual([])

    // What the page asks window.open for, recorded as the kit calls it.
    await page.evaluate(() => {
      const open = window.open.bind(window)
      const calls: unknown[] = []
      Reflect.set(window, "__onrampOpens", calls)
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args)
        return open(...args)
      }
    })
    const popup = await buyByKeyboard(page, buy, "100")
    // Spec 2's popup size: 600 wide by 800 high, centred on the page's window.
    const opens = (await page.evaluate(() => Reflect.get(window, "__onrampOpens"))) as Array<
      [string, string, string]
    >
    expect(opens).toHaveLength(1)
    const [url, target, features] = opens[0] ?? []
    expect([url, target]).toEqual(["about:blank", "foyer-onramp"])
    expect(features).toMatch(/^popup=yes,width=600,height=800,left=\d+,top=\d+$/)
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 800])
    await visible(
      buy.getByRole("status").getByText(/^Complete your purchase in the payment window/),
    )
    expect(await popup.locator("#destination").textContent()).toBe(buyer)
    expect(await popup.locator("#network").textContent()).toBe("Foyer Devnet (eip155:31337)")
    await saveScreenshot(page, "onramp", "waiting")
    await payByKeyboard(popup, goodTestCard)
    await expect
      .poll(() => popup.locator("#result").textContent(), { timeout: pageAnswerMs })
      .toMatch(/in transaction 0x/)

    // What happened on chain, read over RPC: one transfer to the buyer, the whole balance change.
    const received = await receivedSince(buyer, before)
    expect(received).toHaveLength(1)
    const delivery = received[0]!
    expect((await rpc().getTransactionReceipt({ hash: delivery.hash })).status).toBe("success")
    expect(delivery.value).toBeGreaterThan(0n)
    expect(await rpc().getBalance({ address: buyer })).toBe(balanceBefore + delivery.value)
    expect(await popup.locator("#result").textContent()).toContain(delivery.hash)

    await popup.close()
    await shows(page, "The payment window was closed. Your balances are up to date.")
    expect(await runAxe(page)).toEqual([])

    await buy.getByRole("button", { name: "Back", exact: true }).click()
    const account = dialog(page, "Account")
    await visible(account)
    await account.getByRole("button", { name: "Activity", exact: true }).click()
    const activity = dialog(page, "Activity")
    await visible(activity)
    const row = activity.getByRole("listitem").first()
    await visible(row)
    const parts = (await row.locator("span > span, span > time").allTextContents()).map((text) =>
      text.trim(),
    )
    expect(parts.slice(0, 2)).toEqual([
      "Received",
      `From ${shortenAddress(getAddress(delivery.from))}`,
    ])
    expect(Number(parts[2]?.replace(/^\+| ETH$/g, ""))).toBeCloseTo(
      Number(formatEther(delivery.value)),
      4,
    )
    await saveScreenshot(page, "onramp", "activity")
    expect(opened.errors).toEqual([])
  })

  it("the declined test card shows the page's error and credits nothing on chain", async () => {
    const opened = await connect(declinedIndex)
    const { page } = opened
    const buyer = address(declinedIndex)
    const before = await rpc().getBlockNumber()
    const balanceBefore = await rpc().getBalance({ address: buyer })

    const buy = await openBuyView(page, buyer)
    const popup = await buyByKeyboard(page, buy, "50")
    await payByKeyboard(popup, declinedTestCard)
    await expect
      .poll(() => popup.getByRole("alert").textContent(), { timeout: pageAnswerMs })
      .toBe(cardDeclinedMessage)
    expect(await receivedSince(buyer, before)).toEqual([])
    expect(await rpc().getBalance({ address: buyer })).toBe(balanceBefore)

    await popup.close()
    await shows(page, "The payment window was closed. Your balances are up to date.")
    expect(await rpc().getBalance({ address: buyer })).toBe(balanceBefore)
    expect(await runAxe(page)).toEqual([])
    expect(opened.errors).toEqual([])
  })
  it("a blocked popup: the modal says so and links to the onramp page, which the link opens", async () => {
    const opened = await connect(buyerIndex)
    const { page } = opened
    const buyer = address(buyerIndex)
    const buy = await openBuyView(page, buyer)
    await visible(buy.getByText("Provider fee: 1-2%", { exact: true }))
    // A browser that blocks popups: window.open answers null.
    await page.evaluate(() => {
      window.open = () => null
    })
    await buy.getByLabel("Amount to pay", { exact: true }).fill("25")
    await buy.getByRole("button", { name: "Buy", exact: true }).click()
    const alert = buy.getByRole("alert")
    await visible(alert.getByText("Your browser blocked the payment window.", { exact: true }))
    const link = alert.getByRole("link", { name: "Open the payment page", exact: true })
    const href = new URL((await link.getAttribute("href")) ?? "")
    expect(href.origin).toBe(new URL(suite.site.sandbox.urls.onramp).origin)
    expect(href.searchParams.get("presetFiatAmount")).toBe("25")
    expect(await runAxe(page)).toEqual([])
    // Still blocked, the link opens the page in a tab of its own.
    const opening = page.context().waitForEvent("page")
    await link.click()
    const tab = await opening
    await tab.waitForURL((url) => url.origin === href.origin, { timeout: pageAnswerMs })
    // The page fills in the order ("…" until then) once its script has read it.
    await expect
      .poll(() => tab.locator("#destination").textContent(), { timeout: pageAnswerMs })
      .toBe(buyer)
    expect(opened.errors).toEqual([])
  })
})
