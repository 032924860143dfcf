// End to end in Chromium on the sandbox, with pay() in the demo's plugins (issue 17, point 4):
// the demo's "Pay with exchange" button opens the kit's PayWithExchange view with its payment;
// the visitor picks the Sandbox Exchange, whose page opens in a 600 x 800 popup; "Confirm
// payment" there pays the recipient by a real devnet transaction (balance and receipt read
// from the node, not from the page) and the view shows it sent; "Cancel" shows the failure and
// pays nothing. No wallet needs to be connected: the exchange account pays.
import type { Page } from "playwright-core"
import { type Address, type Hash, parseEther } from "viem"
import { describe, expect, it } from "vitest"
import { demoPayRecipient } from "../../examples/demo/src/PayDemo"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"

const suite = demoSuite("e2e-pay")

const recipient = demoPayRecipient as Address
const rpc = () => devnetPublicClient(suite.site.sandbox.devnets[0])
const balance = () => rpc().getBalance({ address: recipient })

/** The status polls every 2 s and the exchange pays on the devnet: time for both. */
const settleMs = 20_000

/** Opens the demo and, from its button, the pay view; picks the Sandbox Exchange; answers its popup. */
const startPayment = async () => {
  const opened = await suite.openPage()
  const { page } = opened
  await page.getByRole("button", { name: "Pay with exchange", exact: true }).click()
  const pay = dialog(page, "Pay with exchange")
  await visible(pay)
  await visible(pay.getByText("Pay 0.01 ETH to 0x15d3…6A65 on Foyer Devnet"))
  const exchange = pay.getByRole("button", { name: "Pay with Sandbox Exchange", exact: true })
  await visible(exchange)
  expect(await runAxe(page)).toEqual([])
  const opening = page.waitForEvent("popup")
  await exchange.click()
  const popup: Page = await opening
  await popup.waitForURL(/\/sessions\//, { timeout: stepTimeoutMs })
  return { opened, page, pay, popup }
}

describe("pay with exchange in the demo", () => {
  it("Confirm payment on the Sandbox Exchange pays the recipient on chain; the view shows the payment sent", async () => {
    const before = await balance()
    const { opened, page, pay, popup } = await startPayment()
    await visible(pay.getByText("Confirm the payment in the Sandbox Exchange window."))
    const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight])
    expect(size).toEqual([600, 800])
    expect(await popup.locator("dl").innerText()).toContain("0.01 ETH")
    await popup.getByRole("button", { name: "Confirm payment" }).click()
    await visible(popup.getByRole("status"))

    await visible(pay.getByText("Payment sent.", { exact: true }), settleMs)
    const status = page.getByText(/^Paid in transaction 0x[0-9a-f]{64}$/)
    await visible(status)
    const hash = (await status.textContent())?.split(" ").at(-1) as Hash
    const receipt = await rpc().getTransactionReceipt({ hash })
    const transaction = await rpc().getTransaction({ hash })
    expect([receipt.status, receipt.to, transaction.value]).toEqual([
      "success",
      recipient.toLowerCase(),
      parseEther("0.01"),
    ])
    expect(await balance()).toBe(before + parseEther("0.01"))
    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "pay", "sent")
    expect(opened.errors).toEqual([])
  })

  it("Cancel on the Sandbox Exchange shows the payment failed and pays nothing", async () => {
    const before = await balance()
    const { page, pay, popup } = await startPayment()
    await popup.getByRole("button", { name: "Cancel" }).click()
    await visible(popup.getByRole("status"))
    // The modal also holds the kit's (empty) live region for toasts: the view's alert by its text.
    const alert = pay.getByText("The payment failed. Nothing was paid.", { exact: true })
    await visible(alert, settleMs)
    expect(await alert.getAttribute("role")).toBe("alert")
    expect(await page.getByText(/^Not paid: /).textContent()).toBe(
      "Not paid: The payment failed. Nothing was paid.",
    )
    expect(await balance()).toBe(before)
    expect(await runAxe(page)).toEqual([])
  })
})
