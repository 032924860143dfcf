// End to end in Chromium on the sandbox (issue 36 item 3): an injected Bitcoin wallet of the
// Wallet Standard's Bitcoin extension. The demo as a Bitcoin site too (?bitcoin=on, the bitcoin
// plugin) with the sandbox's Foyer Bitcoin Test Wallet in the page (bitcoin:connect,
// bitcoin:signMessage over the Bitcoin regtest's funded keys): the Connect view lists it, it
// connects for its payment account on the Foyer Bitcoin Regtest, the Account view shows that
// address and its BTC balance (read back here over the chain's Esplora API, not from the page),
// a message it signs through the kit's signMessage verifies with BIP-137, a reload restores the
// connection without asking the wallet again, and the visitor's rejection shows as one.
import { formatUnits } from "viem"
import { describe, expect, it } from "vitest"
import { verifyBitcoinMessage } from "../../sandbox/bitcoin/bitcoinMessage"
import type {} from "../../sandbox/bitcoinWallet/installBitcoinTestWallet"
import { walletButton } from "../../testing/modalLocators"
import { formatBalance } from "../../ui/format/formatBalance"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { connectButton, dialog, networkButton, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"

const suite = demoSuite("e2e-bitcoin-injected")

const bitcoinName = "Foyer Bitcoin Test Wallet"

/** The wallet's payment account: the sandbox regtest's first funded account. */
const paymentAddress = () => suite.site.sandbox.bitcoin.accounts[0]!.address

/** The account's BTC as the chain's Esplora API reports it, formatted as the kit shows it. */
const btcShown = async () => {
  const response = await fetch(
    `${suite.site.sandbox.urls.bitcoin.esploraUrl}/address/${paymentAddress()}`,
  )
  const { chain_stats: stats } = (await response.json()) as {
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  }
  return `${formatBalance(formatUnits(BigInt(stats.funded_txo_sum - stats.spent_txo_sum), 8))} BTC`
}

/** The page's account button of the Bitcoin account: its address shortened, as the kit shows it. */
const bitcoinAccountButton = (page: DemoPage["page"]) =>
  page.getByRole("button", { name: new RegExp(`^${shortenAddress(paymentAddress())}`) })

/** The features the wallet was asked for, in order (its own log, in the page). */
const asked = (page: DemoPage["page"]) =>
  page.evaluate(() => window.foyerBitcoinTestWallet?.requests.map((request) => request.feature))

/** Opens the demo as a Bitcoin site with the Bitcoin test wallet injected before its scripts. */
const open = async (): Promise<DemoPage> => {
  const opened = await suite.openPage({ navigate: false })
  await opened.page.addInitScript({ content: await suite.site.bitcoinWalletScript() })
  await opened.page.goto(new URL("?bitcoin=on", suite.site.demo.url).href)
  await visible(connectButton(opened.page))
  return opened
}

/** Connects the Bitcoin test wallet from the Connect view and waits for its account button. */
const connectBitcoinWallet = async (page: DemoPage["page"]) => {
  await connectButton(page).click()
  const connect = dialog(page, "Connect Wallet")
  await visible(walletButton(page, bitcoinName))
  expect(await runAxe(page)).toEqual([])
  await walletButton(page, bitcoinName).click()
  await connect.waitFor({ state: "hidden", timeout: stepTimeoutMs })
  await visible(bitcoinAccountButton(page))
}

describe("an injected Wallet Standard Bitcoin wallet, in Chromium", { timeout: 180_000 }, () => {
  it("the Connect view lists the Foyer Bitcoin Test Wallet; it connects for its payment account on the Foyer Bitcoin Regtest, whose address and BTC balance the Account view shows; no axe violations", async () => {
    const { page, errors } = await open()
    expect(await page.evaluate(() => window.foyerBitcoinTestWallet?.addresses)).toEqual(
      suite.site.sandbox.bitcoin.accounts.map((account) => account.address),
    )
    await connectBitcoinWallet(page)
    // The plugin asked bitcoin:connect for payment accounts (the spec's Bitcoin default), once.
    expect(
      await page.evaluate(() =>
        window.foyerBitcoinTestWallet?.requests.map(({ feature, input }) => ({ feature, input })),
      ),
    ).toEqual([{ feature: "bitcoin:connect", input: { purposes: ["payment"] } }])
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Bitcoin Regtest")
    const balance = await btcShown()
    expect(balance).toBe(`${formatBalance("10")} BTC`)
    await visible(bitcoinAccountButton(page).filter({ hasText: balance }))

    await bitcoinAccountButton(page).click()
    const account = dialog(page, "Account")
    await visible(account)
    await visible(account.getByText(shortenAddress(paymentAddress()), { exact: true }).first())
    await visible(account.getByText(balance).first())
    expect(await runAxe(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it("the visitor's rejection in the wallet (the Wallet Standard's USER_REQUEST_REJECTED) shows as 'User rejected the request', and Try again connects", async () => {
    const { page, errors } = await open()
    await page.evaluate(() =>
      window.foyerBitcoinTestWallet?.setBehaviour("bitcoin:connect", "reject"),
    )
    await connectButton(page).click()
    await walletButton(page, bitcoinName).click()
    const connecting = dialog(page, "Connecting")
    await visible(
      connecting.getByRole("alert").getByText("User rejected the request", { exact: true }),
    )
    expect(await runAxe(page)).toEqual([])
    await page.evaluate(() =>
      window.foyerBitcoinTestWallet?.setBehaviour("bitcoin:connect", "approve"),
    )
    await connecting.getByRole("button", { name: "Try again", exact: true }).click()
    await visible(bitcoinAccountButton(page))
    expect(
      await page.evaluate(() =>
        window.foyerBitcoinTestWallet?.requests.map(({ feature, outcome }) => [feature, outcome]),
      ),
    ).toEqual([
      ["bitcoin:connect", "rejected"],
      ["bitcoin:connect", "approved"],
    ])
    expect(errors).toEqual([])
  })

  it("a message signed through the kit's signMessage verifies with BIP-137 for the payment address; a reload restores the connection without asking the wallet again", async () => {
    const { page, errors } = await open()
    await connectBitcoinWallet(page)

    const message = "Sign in to the Foyer demo with Bitcoin"
    await page.getByRole("textbox", { name: "Message" }).fill(message)
    await page.getByRole("button", { name: "Sign", exact: true }).click()
    const shown = page.getByText(/^Signature: /)
    await visible(shown)
    const signature = (await shown.textContent())?.slice("Signature: ".length) ?? ""
    expect(verifyBitcoinMessage(paymentAddress(), message, signature)).toBe(true)
    expect(verifyBitcoinMessage(paymentAddress(), `${message}.`, signature)).toBe(false)
    expect(await asked(page)).toEqual(["bitcoin:connect", "bitcoin:signMessage"])

    await page.reload()
    await visible(bitcoinAccountButton(page).filter({ hasText: await btcShown() }))
    // The wallet still lists the account for the page: the kit restores without a prompt.
    expect(await asked(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
