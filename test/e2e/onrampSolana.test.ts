// End to end in Chromium on the sandbox (spec 6: "Balance, send, onramp and pay-with-exchange
// support EVM and Solana"; issue 36 item 2): with the demo's Foyer Solana Test Wallet connected
// on the sandbox's Solana devnet, Buy offers SOL and the devnet's SPL token (FUSD) on that
// devnet, quotes them, and opens the sandbox onramp page for the Solana address; the good test
// card delivers by a real transfer on the SVM (FUSD by transferChecked), read back over the
// devnet's own RPC, never from the page.
import { type Address, address, createSolanaRpc, type Signature } from "@solana/kit"
import type { Locator, Page } from "playwright-core"
import { parseUnits } from "viem"
import { describe, expect, it } from "vitest"
import { goodTestCard } from "../../sandbox/onramp/testCards"
import { walletButton } from "../../testing/modalLocators"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { connectButton, dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { shows, spokenTexts } from "./sendFlows"

const suite = demoSuite("e2e-onramp-solana")

const solanaName = "Foyer Solana Test Wallet"
/** How long the onramp page may take to answer (it quotes and delivers on the devnet). */
const pageAnswerMs = 20_000

const devnet = () => suite.site.sandbox.solana
const rpc = () => createSolanaRpc(suite.site.sandbox.urls.solana.rpcUrl)

/** The wallet's first account, the buyer. */
const buyer = (): Address => {
  const account = devnet().accounts[0]
  if (account === undefined) throw new Error("no Solana devnet account")
  return address(account.address)
}

/** The SOL of `owner` in lamports, read over the devnet's RPC. */
const lamportsOf = async (owner: Address): Promise<bigint> =>
  (await rpc().getBalance(owner, { commitment: "confirmed" }).send()).value

/** The FUSD base units `owner` holds over its token accounts of the mint, read over the RPC. */
const fusdOf = async (owner: Address): Promise<bigint> => {
  const { value } = await rpc()
    .getTokenAccountsByOwner(
      owner,
      { mint: devnet().token.mint },
      { commitment: "confirmed", encoding: "jsonParsed" },
    )
    .send()
  return value.reduce(
    (sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

/** Opens the demo with the Solana test wallet and connects it on the Solana devnet. */
const connectSolanaWallet = async () => {
  const opened = await suite.openPage({ solanaWallet: true })
  const { page } = opened
  await visible(connectButton(page))
  await connectButton(page).click()
  await walletButton(page, solanaName).click()
  await page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })
  return opened
}

/** From the page's account button, opens Account, then the buy view from its Buy action. */
const openBuyView = async (page: Page): Promise<Locator> => {
  await page.getByRole("button", { name: new RegExp(`^${shortenAddress(buyer())}`) }).click()
  const account = dialog(page, "Account")
  await visible(account)
  await account.getByRole("button", { name: "Buy", exact: true }).click()
  const buy = dialog(page, "Buy crypto")
  await visible(buy)
  return buy
}

/**
 * Presses the buy view's Buy and pays the onramp page it opens with the good test card, once
 * the page shows `receive` to the buyer on the Solana devnet; answers the popup and the
 * signature the page names, its transaction read over the RPC and landed without error.
 */
const payOnOnrampPage = async (page: Page, buy: Locator, receive: string) => {
  const opening = page.waitForEvent("popup")
  await buy.getByRole("button", { name: "Buy", exact: true }).click()
  const popup = await opening
  await popup.waitForURL((url) => url.protocol === "http:", { timeout: pageAnswerMs })
  await expect
    .poll(() => popup.locator("#receive").textContent(), { timeout: pageAnswerMs })
    .toBe(receive)
  expect(await popup.locator("#destination").textContent()).toBe(buyer())
  expect(await popup.locator("#network").textContent()).toBe(
    `Foyer Solana Devnet (${devnet().caipNetworkId})`,
  )
  await popup.getByLabel("Card number").fill(goodTestCard)
  await popup.getByLabel(/^Expiry/).fill("12/99")
  await popup.getByLabel(/CVC/).fill("123")
  await popup.getByRole("button", { name: /^Pay / }).click()
  await expect
    .poll(() => popup.locator("#result").textContent(), { timeout: pageAnswerMs })
    .toMatch(/ in transaction [1-9A-HJ-NP-Za-km-z]{64,88}\. /)
  const signature = /in transaction (\S+)\. /.exec(
    (await popup.locator("#result").textContent()) ?? "",
  )?.[1]
  const landed = await rpc()
    .getTransaction((signature ?? "") as Signature, {
      commitment: "confirmed",
      encoding: "json",
      maxSupportedTransactionVersion: 0,
    })
    .send()
  expect(landed?.meta?.err).toBeNull()
  return popup
}

describe("Buy on the Solana devnet in Chromium", { timeout: 180_000 }, () => {
  it("spec 6 onramp supports Solana: SOL on the Solana devnet is chosen and quoted, the page pays to the Solana address, and the SOL balance moves on the SVM by the purchase; no axe violations", async () => {
    const { page, errors } = await connectSolanaWallet()
    const before = await lamportsOf(buyer())

    const buy = await openBuyView(page)
    await visible(buy.getByText("Provider fee: 1-2%", { exact: true }))
    // The active network's SOL is chosen on the Solana devnet, USD by card.
    expect(await spokenTexts(buy.locator('ul button[aria-pressed="true"]'))).toEqual([
      "Solana (SOL)",
      "Foyer Solana DevnetCurrent network",
      "USD",
      "Card10–7500 USD",
    ])
    await buy.getByLabel("Amount to pay", { exact: true }).fill("150")
    // The sandbox sells SOL at 150 USD; the delivery's one signature costs a cent.
    await visible(buy.getByText("Total: 150.01 USD", { exact: true }))
    expect(await runAxe(page)).toEqual([])

    const popup = await payOnOnrampPage(page, buy, "1 SOL")
    // What happened on the SVM, read over its RPC: the buyer got exactly 1 SOL, paying no fee,
    // by the transaction the page names, which landed without error.
    expect(await lamportsOf(buyer())).toBe(before + parseUnits("1", 9))

    await popup.close()
    await shows(page, "The payment window was closed. Your balances are up to date.")
    expect(await runAxe(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it("spec 6 onramp supports Solana: FUSD, the devnet's SPL token, is chosen on the Solana devnet and quoted, and the page's transferChecked moves the FUSD balance on the SVM by the purchase", async () => {
    const { page, errors } = await connectSolanaWallet()
    const before = await fusdOf(buyer())
    const solBefore = await lamportsOf(buyer())

    const buy = await openBuyView(page)
    await buy.getByRole("button", { name: /\(FUSD\)$/ }).click()
    // FUSD on the active network, the Solana devnet, chosen with it.
    expect(await spokenTexts(buy.locator('ul button[aria-pressed="true"]'))).toEqual([
      "Foyer USD (FUSD)",
      "Foyer Solana DevnetCurrent network",
      "USD",
      "Card10–7500 USD",
    ])
    await buy.getByLabel("Amount to pay", { exact: true }).fill("150")
    // FUSD at 1 USD; the fee is one signature and the rent of a token account at the SOL price.
    await visible(buy.getByText("Total: 150.31 USD", { exact: true }))

    const popup = await payOnOnrampPage(page, buy, "150 FUSD")
    // Read over the RPC: the buyer's FUSD moved by exactly what it bought, its SOL not at all
    // (the treasury paid the transaction).
    expect(await fusdOf(buyer())).toBe(before + parseUnits("150", 6))
    expect(await lamportsOf(buyer())).toBe(solBefore)

    await popup.close()
    await shows(page, "The payment window was closed. Your balances are up to date.")
    expect(errors).toEqual([])
  })
})
