// The sandbox onramp end to end on real devnets: the API hands out the page's URL, the page
// quotes the order, the good test card delivers it by a real transaction (balances read from
// the node), the declined card sends nothing, history lists the purchase; in Chromium too.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"
import { type Address, erc20Abi, type Hash, isHash, parseEther, parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TransactionHistory } from "../../core/api/generated/schemas"
import { chromiumForFile } from "../../test/e2e/chromiumForFile"
import { devnetPublicClient } from "../devnet/devnetClients"
import { type Sandbox, startSandbox } from "../startSandbox"
import type { OnrampOrder } from "./OnrampOrders"
import { cardLimitMessage, type OnrampOrderView } from "./onrampCheckout"
import { callJson, postJson } from "./onrampTestApi"
import {
  cardDeclinedMessage,
  declinedTestCard,
  goodTestCard,
  unknownCardMessage,
} from "./testCards"
import { onrampApplicationName } from "./withOnrampHistory"

const projectId = "onramp-test"
const accounts = 6
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ projectId, accounts })
}, 120_000)
afterAll(async () => {
  await sandbox?.stop()
}, 60_000)

/** The hash of an order's delivery on an EVM devnet. */
const deliveryHash = (order: OnrampOrder): Hash => {
  const hash = order.delivery?.hash ?? ""
  if (!isHash(hash)) throw new Error(`no delivery hash: ${hash}`)
  return hash
}

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const second = () => sandbox.devnets[1]
const client = () => devnetPublicClient(second())
const fusd = () => {
  const token = second().tokens.find((t) => t.symbol === "FUSD")
  if (token === undefined) throw new Error("no FUSD on the devnet")
  return token
}
const fusdBalance = (address: Address) =>
  client().readContract({
    address: fusd().address,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address],
  })
const treasury = () => second().accounts[accounts - 2]?.address ?? "0x"

/** The page URL the API generates for `asset` on Foyer Devnet 2. */
const onrampUrl = async (address: Address, asset: string, presetFiatAmount: number) => {
  const answer = await callJson(
    `${sandbox.urls.api}/v1/generators/onrampurl?projectId=${projectId}`,
    postJson({
      destinationWallets: [{ address, blockchains: ["foyer-devnet-2"], assets: [asset] }],
      partnerUserId: address,
      defaultNetwork: "foyer-devnet-2",
      presetFiatAmount,
      defaultExperience: "buy",
    }),
  )
  expect(answer.status).toBe(200)
  return new URL((answer.body as { url: string }).url)
}

const card = (number: string) => ({ number, expiry: "12/99", cvc: "123" })
const pay = (url: URL, number: string, amount?: string) => {
  const query = new URLSearchParams(url.search)
  if (amount !== undefined) query.set("amount", amount)
  return callJson(`${url.origin}/pay`, postJson({ query: query.toString(), card: card(number) }))
}

const onrampHistory = async (address: Address, chainId: string) =>
  (
    await callJson(
      `${sandbox.urls.api}/v1/account/${address}/history?projectId=${projectId}&chainId=${chainId}&onramp=coinbase`,
    )
  ).body as TransactionHistory

describe("the sandbox onramp over HTTP", () => {
  it("the sandbox describes the page's URL, and the API's onramp URL points there", async () => {
    expect(sandbox.urls.onramp).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const url = await onrampUrl(freshAddress(), "FUSD", 100)
    expect(url.origin).toBe(sandbox.urls.onramp)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'")
    expect(await page.text()).toContain("<title>Foyer sandbox onramp</title>")
  })

  it("the order of the URL: asset, network, destination, amount and its quote", async () => {
    const address = freshAddress()
    const url = await onrampUrl(address, "FUSD", 100)
    const answer = await callJson(`${url.origin}/order${url.search}`)
    expect(answer.status).toBe(200)
    const order = answer.body as OnrampOrderView
    expect(order).toMatchObject({
      destination: address,
      network: {
        name: "foyer-devnet-2",
        displayName: "Foyer Devnet 2",
        caipNetworkId: "eip155:31338",
      },
      asset: { symbol: "FUSD", name: "Foyer USD" },
      currency: "USD",
      limits: { min: "10.00", max: "7500.00" },
      amount: "100.00",
      amountProblem: null,
    })
    expect(order.quote?.paymentSubtotal).toBe("100.00")
    expect(Number(order.quote?.paymentTotal)).toBeCloseTo(100 + Number(order.quote?.networkFee), 2)
    const tooMuch = (await callJson(`${url.origin}/order${url.search}&amount=7500.01`))
      .body as OnrampOrderView
    expect(tooMuch).toMatchObject({
      amount: "7500.01",
      quote: null,
      amountProblem: cardLimitMessage,
    })
  })

  it("the declined test card records a declined order and sends nothing on chain", async () => {
    const address = freshAddress()
    const url = await onrampUrl(address, "FUSD", 100)
    const nonceBefore = await client().getTransactionCount({ address: treasury() })
    const answer = await pay(url, declinedTestCard)
    expect(answer.status).toBe(402)
    expect(answer.body).toMatchObject({
      error: cardDeclinedMessage,
      order: { status: "declined", destination: address, failure: cardDeclinedMessage },
    })
    expect((answer.body as { order: OnrampOrder }).order.delivery).toBeUndefined()
    expect(await fusdBalance(address)).toBe(0n)
    expect(await client().getTransactionCount({ address: treasury() })).toBe(nonceBefore)
    expect((await onrampHistory(address, "eip155:31338")).data).toEqual([])
  })

  it("the good test card delivers the quoted FUSD by a real transfer from the treasury (not accounts 0-2), and history lists it as a buy", async () => {
    const address = freshAddress()
    const url = await onrampUrl(address, "FUSD", 100)
    const answer = await pay(url, goodTestCard)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { order } = answer.body as { order: OnrampOrder }
    expect(order).toMatchObject({
      status: "completed",
      destination: address,
      paymentSubtotal: "100.00",
    })
    const hash = deliveryHash(order)
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe("success")
    expect(receipt.from.toLowerCase()).toBe(treasury().toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(fusd().address.toLowerCase())
    const zeroToTwo = second()
      .accounts.slice(0, 3)
      .map((a) => a.address.toLowerCase())
    expect(zeroToTwo).not.toContain(receipt.from.toLowerCase())
    expect(await fusdBalance(address)).toBe(parseUnits(order.purchaseAmount, 6))
    expect(await fusdBalance(address)).toBeGreaterThan(0n)

    const history = await onrampHistory(address, "eip155:31338")
    expect(history).toEqual({
      data: [
        {
          id: `eip155:31338:${hash}`,
          metadata: expect.objectContaining({
            operationType: "buy",
            hash,
            status: "confirmed",
            sentTo: address,
            chain: "eip155:31338",
            application: { name: onrampApplicationName, iconUrl: null },
          }),
          transfers: [
            expect.objectContaining({
              fungible_info: expect.objectContaining({ symbol: "FUSD", name: "Foyer USD" }),
              direction: "in",
              quantity: { numeric: order.purchaseAmount },
            }),
          ],
        },
      ],
      next: null,
    })
    const block = await client().getBlock({ blockNumber: receipt.blockNumber })
    expect(history.data[0]?.metadata.minedAt).toBe(
      new Date(Number(block.timestamp) * 1000).toISOString(),
    )
    // Per network: nothing bought on the first devnet.
    expect((await onrampHistory(address, "eip155:31337")).data).toEqual([])
    // The on-chain history shows the same transaction under the same id.
    const chain = (
      await callJson(
        `${sandbox.urls.api}/v1/account/${address}/history?projectId=${projectId}&chainId=eip155:31338`,
      )
    ).body as TransactionHistory
    expect(chain.data.map((t) => t.id)).toEqual([`eip155:31338:${hash}`])
  })

  it("the good test card delivers ETH by a plain transfer of the quoted amount", async () => {
    const address = freshAddress()
    const url = await onrampUrl(address, "ETH", 30)
    const answer = await pay(url, goodTestCard)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { order } = answer.body as { order: OnrampOrder }
    expect(await client().getBalance({ address })).toBe(parseEther(order.purchaseAmount))
    const receipt = await client().getTransactionReceipt({ hash: deliveryHash(order) })
    expect(receipt.to?.toLowerCase()).toBe(address.toLowerCase())
  })

  it("refuses another card number, an amount outside the card limits and a foreign origin; none is an order", async () => {
    const address = freshAddress()
    const url = await onrampUrl(address, "FUSD", 100)
    const before = sandbox.onramp.orders.list().length
    expect(await pay(url, "4111 1111 1111 1111")).toEqual({
      status: 400,
      body: { error: unknownCardMessage },
    })
    expect(await pay(url, goodTestCard, "9.99")).toEqual({
      status: 400,
      body: { error: cardLimitMessage },
    })
    const foreign = await fetch(`${url.origin}/pay`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ query: url.search.slice(1), card: card(goodTestCard) }),
    })
    expect(foreign.status).toBe(403)
    expect(sandbox.onramp.orders.list().length).toBe(before)
    expect(await fusdBalance(address)).toBe(0n)
  })
})

describe("the sandbox onramp page in Chromium", () => {
  const axeSource = readFileSync(
    createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
    "utf8",
  )
  const browser = chromiumForFile()

  const axeViolations = async (page: Page) => {
    await page.evaluate(axeSource)
    return page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string }> }> } }
      ).axe
      return (await axe.run()).violations.map((violation) => violation.id)
    })
  }

  /** How long the page may take to answer under a loaded machine (it asks the devnet). */
  const pageAnswerMs = { timeout: 15_000 }

  /** Types a card with the keyboard alone and submits with Enter. */
  const payByKeyboard = async (page: Page, number: string) => {
    await page.getByLabel("Card number").focus()
    await page.keyboard.type(number)
    await page.keyboard.press("Tab")
    await page.keyboard.type("12/99")
    await page.keyboard.press("Tab")
    await page.keyboard.type("123")
    await page.keyboard.press("Enter")
  }

  it("shows the order; the declined card shows the decline and sends nothing; the good card shows the transaction that credited the wallet; no axe violations", async () => {
    const address = freshAddress()
    const url = await onrampUrl(address, "FUSD", 100)
    const page = await browser().newPage()
    const problems: string[] = []
    page.on("pageerror", (error) => problems.push(error.message))
    await page.goto(url.toString())
    await expect.poll(() => page.locator("#receive").textContent(), pageAnswerMs).toMatch(/FUSD$/)
    expect(await page.locator("#asset").textContent()).toBe("Foyer USD (FUSD)")
    expect(await page.locator("#network").textContent()).toBe("Foyer Devnet 2 (eip155:31338)")
    expect(await page.locator("#destination").textContent()).toBe(address)
    expect(await page.getByLabel("Amount (USD)").inputValue()).toBe("100.00")
    expect(await axeViolations(page)).toEqual([])

    await payByKeyboard(page, declinedTestCard)
    await expect
      .poll(() => page.getByRole("alert").textContent(), pageAnswerMs)
      .toBe(cardDeclinedMessage)
    expect(await fusdBalance(address)).toBe(0n)

    await page.getByLabel("Card number").fill("")
    await payByKeyboard(page, goodTestCard)
    await expect
      .poll(() => page.locator("#result").textContent(), pageAnswerMs)
      .toMatch(/in transaction 0x/)
    const hash = /in transaction (0x[0-9a-f]{64})/.exec(
      (await page.locator("#result").textContent()) ?? "",
    )?.[1]
    const receipt = await client().getTransactionReceipt({ hash: (hash ?? "0x") as `0x${string}` })
    expect(receipt.status).toBe("success")
    expect(await fusdBalance(address)).toBeGreaterThan(0n)
    // The alert is emptied (and hidden) once the good card is paid.
    expect(await page.locator("#error").textContent()).toBe("")
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 90_000)
})
