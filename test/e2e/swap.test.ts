// End to end in Chromium on the sandbox, with swap() in the demo's plugins (issue 17 point 2,
// its acceptance): from the Account view, Swap opens the swap form; the quote the page shows is
// the sandbox pool's getAmountsOut (read from the node, not from the page); approve then swap go
// through the test wallet and both balances change on chain; more than the pool holds shows
// 'Insufficient liquidity'. Fault injection: the quotes, the gas price and build-transaction
// failing each show their message and leave the form as the visitor left it.

import type { Locator } from "playwright-core"
import { type Address, formatUnits, parseUnits } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { uniswapV2Router02Abi } from "../../sandbox/exchange/uniswapV2Abis"
import { cutDecimals } from "../../ui/format/cutDecimals"
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
import { shows, tabUntilFocused, tokenBalance } from "./sendFlows"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-swap")

/**
 * The swapper: an account the sandbox seeds with ETH, FUSD and FOY (accounts 0 to 2) and
 * without a name in its registry, so the page's account button shows its address. The
 * liquidity and fault tests use it too: they send nothing.
 */
const swapperIndex = 2
const viewerIndex = 2

const devnet = () => suite.site.sandbox.devnets[0]
const rpc = () => devnetPublicClient(devnet())
const address = (index: number): Address => {
  const account = devnet().accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account.address
}
const token = (symbol: string) => {
  const found = devnet().tokens.find((candidate) => candidate.symbol === symbol)
  if (found === undefined) throw new Error(`the sandbox devnet has no ${symbol}`)
  return found
}

/** The router's getAmountsOut for `amount` of `from` into `to` (ERC-20s), read from the node. */
const amountsOut = async (amount: bigint, from: string, to: string): Promise<bigint> => {
  const amounts = await rpc().readContract({
    address: devnet().exchange.router,
    abi: uniswapV2Router02Abi,
    functionName: "getAmountsOut",
    args: [amount, [token(from).address, token(to).address]],
  })
  const out = amounts[1]
  if (out === undefined) throw new Error("getAmountsOut gave no output")
  return out
}

/** An amount as the swap form shows it: whole tokens, at most 6 decimals cut, no trailing 0. */
const shown = (units: bigint, decimals: number): string => cutDecimals(formatUnits(units, decimals))

afterEach(() => {
  suite.site.sandbox.api.faults.reset()
})

/** Opens the demo, connects the test wallet on account `index`, opens Account then Swap. */
const openSwap = async (index: number): Promise<{ opened: DemoPage; swap: Locator }> => {
  const opened = await suite.openPage()
  const { page } = opened
  await visible(connectButton(page))
  await testWallet(page).setAccount(index)
  await connectTestWallet(page, address(index))
  await accountButton(page, address(index)).click()
  const account = dialog(page, "Account")
  await visible(account)
  await account.getByRole("button", { name: "Swap", exact: true }).click()
  const swap = dialog(page, "Swap")
  await visible(swap)
  // The devnet's tokens are loaded: the network's currency is offered to pay.
  await visible(swap.getByRole("button", { name: "Token to pay: ETH", exact: true }))
  return { opened, swap }
}

/**
 * Chooses the token to pay and the token to receive with the two token buttons (each names its
 * token in its aria-label; it shows the logo and symbol), each opening the token choice.
 */
const chooseTokens = async (swap: Locator, pay: string, receive: string) => {
  const payButton = swap.getByRole("button", { name: /^(Token to pay: |Select the token to pay)/ })
  if ((await payButton.getAttribute("aria-label")) !== `Token to pay: ${pay}`) {
    await payButton.click()
    await swap.getByRole("button", { name: new RegExp(`\\(${pay}\\)$`) }).click()
  }
  await swap
    .getByRole("button", { name: /^(Token to receive: |Select the token to receive)/ })
    .click()
  await swap.getByRole("button", { name: new RegExp(`\\(${receive}\\)$`) }).click()
  await visible(swap.getByRole("button", { name: `Token to receive: ${receive}`, exact: true }))
}

const payField = (swap: Locator) => swap.getByLabel("You pay", { exact: true })
/** The quoted amount: an <output> labelled "You receive". */
const receiveField = (swap: Locator) => swap.getByLabel("You receive", { exact: true })

/** What the form holds: the two token buttons' names and the amount typed. */
const form = async (swap: Locator) => ({
  tokens: await swap
    .getByRole("button", { name: /^Token to (pay|receive): / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label"))),
  amount: await payField(swap).inputValue(),
})

/** The quote's rows as [label, value]. */
const quoteRows = (swap: Locator) =>
  swap
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("dt")?.textContent ?? "",
        row.querySelector("dd")?.textContent ?? "",
      ]),
    )

/** The focused element's accessible name as the view gives it: its aria-label, else its text. */
const focusedName = (page: DemoPage["page"]) =>
  page.evaluate(() => {
    const focused = document.activeElement
    return focused?.getAttribute("aria-label") ?? focused?.textContent?.trim()
  })

describe("swapping in Chromium on the sandbox exchange", { timeout: 180_000 }, () => {
  it("the quote is the pool's getAmountsOut; approve then swap succeed and move both balances on chain; keyboard and axe", async () => {
    const { opened, swap } = await openSwap(swapperIndex)
    const { page } = opened
    const swapper = address(swapperIndex)
    await chooseTokens(swap, "FUSD", "FOY")
    const amount = parseUnits("3", 6)
    const expected = await amountsOut(amount, "FUSD", "FOY")

    // Keyboard: the amount field, then the quote.
    expect(await tabUntilFocused(page, payField(swap), 40)).toBe(true)
    await page.keyboard.type("3")
    await expect
      .poll(() => receiveField(swap).textContent(), { timeout: stepTimeoutMs })
      .toBe(shown(expected, 18))
    const [impact, fee, slippage, minimum] = await quoteRows(swap)
    expect(impact?.[0]).toBe("Price impact")
    expect(impact?.[1]).toMatch(/^-?[0-9.]+ %$/)
    expect(fee?.[0]).toBe("Network fee")
    expect(fee?.[1]).toMatch(/^[0-9.]+ ETH$/)
    expect(slippage).toEqual(["Slippage tolerance", "1 %"])
    expect(minimum).toEqual(["Minimum received", `${shown((expected * 99n) / 100n, 18)} FOY`])
    // The balance the account holds, as the sandbox's balances give it.
    await visible(swap.getByText(/^Balance: [0-9.]+ FUSD$/))
    expect(await swap.getByText("Balance: 0 FUSD", { exact: true }).count()).toBe(0)
    expect(await runAxe(page)).toEqual([])

    const fusdBefore = await tokenBalance(rpc(), token("FUSD").address, swapper)
    const foyBefore = await tokenBalance(rpc(), token("FOY").address, swapper)
    const submit = swap.getByRole("button", { name: "Approve FUSD and swap", exact: true })
    await visible(submit)
    // Keyboard: from the amount, Tab goes through the pay token, Max, the flip control and
    // the receive token to the action (the quoted amount is read, not a stop).
    const order: Array<string | undefined> = []
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press("Tab")
      order.push(await focusedName(page))
    }
    expect(order).toEqual([
      "Token to pay: FUSD",
      "Max",
      "Switch the tokens",
      "Token to receive: FOY",
      "Approve FUSD and swap",
    ])
    await page.keyboard.press("Enter")
    await shows(page, `Swapped 3 FUSD for ${shown(expected, 18)} FOY`)

    expect(await tokenBalance(rpc(), token("FUSD").address, swapper)).toBe(fusdBefore - amount)
    expect(await tokenBalance(rpc(), token("FOY").address, swapper)).toBe(foyBefore + expected)
    // Two transactions went through the wallet: the approve, then the swap.
    const sent = (await testWallet(page).requests()).filter(
      (request) => request.method === "eth_sendTransaction",
    )
    expect(sent).toHaveLength(2)
    // Checked once the success toast has finished fading in (mid-animation its text is faint).
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().length), { timeout: stepTimeoutMs })
      .toBe(0)
    expect(await runAxe(page)).toEqual([])

    // The swap shows in Activity as one: swapped with the router, what left and what came in.
    await swap.getByRole("button", { name: "Back", exact: true }).click()
    const account = dialog(page, "Account")
    await visible(account)
    await account.getByRole("button", { name: "Activity", exact: true }).click()
    const row = dialog(page, "Activity").getByRole("listitem").first()
    await visible(row)
    const parts = (await row.locator("span > span, span > time").allTextContents()).map((text) =>
      text.trim(),
    )
    expect(parts.slice(0, 2)).toEqual([
      "Swapped",
      `With ${shortenAddress(devnet().exchange.router)}`,
    ])
    expect(parts).toContain("-3 FUSD")
    expect(parts).toContain(`+${shown(expected, 18)} FOY`)
    expect(opened.errors).toEqual([])
  })

  it("spec 8: swapping more than the pool holds shows 'Insufficient liquidity' and keeps the form", async () => {
    const { swap } = await openSwap(viewerIndex)
    await chooseTokens(swap, "FUSD", "ETH")
    // The FUSD/ETH pool holds 6000 FUSD; the account holds 10000.
    await payField(swap).fill("8000")
    await visible(swap.getByRole("alert").getByText("Insufficient liquidity", { exact: true }))
    expect(await form(swap)).toEqual({
      tokens: ["Token to pay: FUSD", "Token to receive: ETH"],
      amount: "8000",
    })
  })

  it.each([
    ["getConvertQuotes", /^The quote could not be fetched: /],
    ["getConvertGasPrice", /^The gas price could not be fetched: /],
    ["buildConvertTransaction", /^The swap transaction could not be prepared: /],
  ] as const)(
    "fault injection: %s failing shows its message and leaves the form as the visitor left it",
    async (operationId, message) => {
      const { swap } = await openSwap(viewerIndex)
      await chooseTokens(swap, "ETH", "FUSD")
      // Every request of the operation fails (the kit's retries included) until the test ends.
      suite.site.sandbox.api.faults.arm({
        operationId,
        count: 100,
        fault: { kind: "status", status: 500 },
      })
      await payField(swap).fill("0.01")
      await visible(swap.getByRole("alert").getByText(message))
      expect(await form(swap)).toEqual({
        tokens: ["Token to pay: ETH", "Token to receive: FUSD"],
        amount: "0.01",
      })
      expect(suite.site.sandbox.api.faults.counts()[operationId] ?? 0).toBeGreaterThan(0)
    },
  )
})
