// Pay with exchange on Solana end to end in Chromium on the sandbox (spec 6: pay-with-exchange
// supports EVM and Solana; issue 36 item 2): the demo opened with ?pay=sol or ?pay=fusd opens
// the kit's PayWithExchange view with a payment on the sandbox Solana devnet to a base58
// address; the visitor picks the Sandbox Exchange, confirms in its popup, and the exchange pays
// by a transaction on the SVM. The recipient's balance and the transaction are read back over
// the devnet's Solana JSON-RPC, not from the page; the view shows the payment sent. No wallet
// needs to be connected: the exchange account pays.
import { address, type Signature } from "@solana/kit"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { demoSolanaFusdMint, demoSolanaPayRecipient } from "../../examples/demo/src/PayDemo"
import { lamportsPerSol } from "../../sandbox/solana/seedSolanaDevnet"
import { devnetRpc } from "../../sandbox/solana/solanaDevnetFixtures"
import { dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"

const suite = demoSuite("e2e-pay-solana")

const recipient = address(demoSolanaPayRecipient)
const rpc = () => devnetRpc(suite.site.sandbox.solana.rpcUrl)
const solBalance = async () => (await rpc().getBalance(recipient).send()).value
/** The recipient's FUSD in base units, summed over its token accounts (none: 0). */
const fusdBalance = async () => {
  const { value } = await rpc()
    .getTokenAccountsByOwner(
      recipient,
      { mint: suite.site.sandbox.solana.token.mint },
      { encoding: "jsonParsed" },
    )
    .send()
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

/** The status polls every 2 s and the exchange pays on the devnet: time for both. */
const settleMs = 20_000

/**
 * Opens the demo with `query`, its pay view from the button, checks the payment it shows,
 * picks the Sandbox Exchange and confirms in its popup; answers the signature the demo shows.
 */
const payWithExchange = async (query: string, summary: string, shownInPopup: string) => {
  const opened = await suite.openPage({ query })
  const { page } = opened
  await page.getByRole("button", { name: "Pay with exchange", exact: true }).click()
  const pay = dialog(page, "Pay with exchange")
  await visible(pay)
  await visible(pay.getByText(summary, { exact: true }))
  const exchange = pay.getByRole("button", { name: "Pay with Sandbox Exchange", exact: true })
  await visible(exchange)
  expect(await runAxe(page)).toEqual([])
  const opening = page.waitForEvent("popup")
  await exchange.click()
  const popup: Page = await opening
  await popup.waitForURL(/\/sessions\//, { timeout: stepTimeoutMs })
  await visible(pay.getByText("Confirm the payment in the Sandbox Exchange window."))
  const details = await popup.locator("dl").innerText()
  expect(details).toContain(shownInPopup)
  expect(details).toContain(demoSolanaPayRecipient)
  expect(details).toContain("Foyer Solana Devnet")
  await popup.getByRole("button", { name: "Confirm payment" }).click()
  await visible(popup.getByRole("status"))

  await visible(pay.getByText("Payment sent.", { exact: true }), settleMs)
  // A Solana transaction's id is its base58 signature (64 bytes: 87 or 88 characters).
  const status = page.getByText(/^Paid in transaction [1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await visible(status)
  const signature = (await status.textContent())?.split(" ").at(-1) as Signature
  expect(await runAxe(page)).toEqual([])
  expect(opened.errors).toEqual([])
  return signature
}

describe("pay with exchange on Solana in the demo", () => {
  it("the demo's Solana payment names the sandbox's devnet and FUSD mint", () => {
    expect(suite.site.sandbox.solana.token.mint).toBe(demoSolanaFusdMint)
    expect(suite.site.sandbox.solana.accounts[4]?.address).toBe(demoSolanaPayRecipient)
  })

  it("SOL (spec 6): Confirm payment on the Sandbox Exchange moves 0.05 SOL to the recipient on the SVM; the view follows it to Payment sent", async () => {
    const before = await solBalance()
    const signature = await payWithExchange(
      "?pay=sol",
      "Pay 0.05 SOL to 6gYw7q…x3Wp on Foyer Solana Devnet",
      "0.05 SOL",
    )
    expect(await solBalance()).toBe(before + lamportsPerSol / 20n)
    const landed = await rpc()
      .getTransaction(signature, { encoding: "json", maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.meta?.err).toBeNull()
    const keys = landed?.transaction.message.accountKeys ?? []
    const at = keys.indexOf(recipient)
    expect((landed?.meta?.postBalances[at] ?? 0n) - (landed?.meta?.preBalances[at] ?? 0n)).toBe(
      lamportsPerSol / 20n,
    )
  })

  it("an SPL token (FUSD): Confirm payment moves 2.5 FUSD to the recipient's token account, made for it on the SVM", async () => {
    const before = await fusdBalance()
    const signature = await payWithExchange(
      "?pay=fusd",
      "Pay 2.5 FUSD to 6gYw7q…x3Wp on Foyer Solana Devnet",
      "2.5 FUSD",
    )
    expect(await fusdBalance()).toBe(before + 2_500_000n)
    const landed = await rpc()
      .getTransaction(signature, { encoding: "json", maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.meta?.err).toBeNull()
    const received = landed?.meta?.postTokenBalances?.find((b) => b.owner === recipient)
    expect([received?.mint, received?.uiTokenAmount.uiAmountString]).toEqual([
      demoSolanaFusdMint,
      String(Number(before + 2_500_000n) / 1e6),
    ])
  })
})
