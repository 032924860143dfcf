// POST /v1/onramp/quote over real HTTP against a seeded anvil devnet: amounts from the
// sandbox's prices and the node's gas price, and the amounts the payment limits refuse.
import { describe, expect, it } from "vitest"
import type { OnrampOptions, OnrampQuote } from "../../../core/api/generated/schemas"
import { sampleOnrampOptions } from "../../../plugins/onramp/api/onrampFallbacks"
import { onrampPriceUsd } from "../../onramp/onrampPriceUsd"
import { callJson, failedBody, postJson } from "../../onramp/onrampTestApi"
import { serveDevnet } from "../SandboxDevnet"
import { seededSandboxApi } from "./seededSandboxApi"

const sandbox = seededSandboxApi({ chainId: 31337, now: () => new Date() })

const options = async (): Promise<OnrampOptions> =>
  (await callJson(`${sandbox.api().url}/v1/onramp/options?projectId=p`)).body as OnrampOptions

const quote = (body: unknown) =>
  callJson(`${sandbox.api().url}/v1/onramp/quote?projectId=p`, postJson(body))

const requestFor = async (symbol: string, amount: string) => {
  const { paymentCurrencies, purchaseCurrencies } = await options()
  const purchaseCurrency = purchaseCurrencies.find((c) => c.symbol === symbol)
  if (purchaseCurrency === undefined) throw new Error(`the options sell no ${symbol}`)
  return { purchaseCurrency, paymentCurrency: paymentCurrencies[0], amount, network: symbol }
}

/** The price the onramp sells at, and the node's gas price, read beside the API. */
const market = async (symbol: string) => {
  const devnet = serveDevnet({ ...sandbox.seed(), name: "Foyer Devnet" })
  const [price, ethPrice, gasPrice] = await Promise.all([
    onrampPriceUsd(devnet, symbol),
    onrampPriceUsd(devnet, "ETH"),
    devnet.client.getGasPrice(),
  ])
  if (price === undefined || ethPrice === undefined) throw new Error(`no price for ${symbol}`)
  return { price, ethPrice, gasPrice }
}

/** Dollars, rounded up to the cent, of `gas` at `gasPrice` wei when ether is `ethPrice`. */
const feeDollars = (gasPrice: bigint, gas: number, ethPrice: number): number =>
  Math.ceil((Number(gasPrice) * gas * ethPrice) / 1e16) / 100

describe("POST /v1/onramp/quote", () => {
  it.each([
    ["FUSD", "100", 6, 65_000],
    ["FOY", "250.5", 18, 65_000],
    ["ETH", "7500", 18, 21_000],
  ])(
    "%s for %s USD: purchase = subtotal / price, fee = the delivery's gas in dollars, total = subtotal + fee",
    async (symbol, amount, decimals, gas) => {
      const answer = await quote(await requestFor(symbol, amount))
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const body = answer.body as OnrampQuote
      const { price, ethPrice, gasPrice } = await market(symbol)
      const fee = feeDollars(gasPrice, gas, ethPrice)
      expect(fee).toBeGreaterThan(0)
      expect(body.paymentSubtotal).toEqual({ amount: Number(amount).toFixed(2), currency: "USD" })
      expect(body.networkFee).toEqual({ amount: fee.toFixed(2), currency: "USD" })
      expect(body.paymentTotal).toEqual({
        amount: (Number(amount) + fee).toFixed(2),
        currency: "USD",
      })
      expect(body.purchaseAmount.currency).toBe(symbol)
      const exact = Number(amount) / price
      expect(Math.abs(Number(body.purchaseAmount.amount) - exact) / exact).toBeLessThan(1e-9)
      expect(body.purchaseAmount.amount.split(".")[1]?.length ?? 0).toBeLessThanOrEqual(decimals)
      expect(body.quoteId).toMatch(/^sandbox-quote-/)
      const again = (await quote(await requestFor(symbol, amount))).body as OnrampQuote
      expect(again.quoteId).not.toBe(body.quoteId)
    },
  )

  it("quotes at the price /v1/fungible/price gives (the pools'), so onramp, balances and swaps agree", async () => {
    const foy = sandbox.seed().tokens.find((token) => token.symbol === "FOY")
    const answer = await callJson(
      `${sandbox.api().url}/v1/fungible/price?projectId=p`,
      postJson({ projectId: "p", currency: "usd", addresses: [`eip155:31337:${foy?.address}`] }),
    )
    const price = (answer.body as { fungibles: Array<{ price: number }> }).fungibles[0]?.price ?? 0
    expect(price).toBeGreaterThan(0)
    const body = (await quote(await requestFor("FOY", "100"))).body as OnrampQuote
    expect(Number(body.purchaseAmount.amount)).toBeCloseTo(100 / price, 9)
  })

  it("spec 9 'Onramp sample limits': the limits' ends are quoted, amounts outside every method's limits are a 400 listing them", async () => {
    for (const amount of ["10", "7500.01", "25000"]) {
      expect((await quote(await requestFor("FUSD", amount))).status, amount).toBe(200)
    }
    for (const amount of ["9.99", "25000.01", "0"]) {
      expect(await quote(await requestFor("FUSD", amount)), amount).toEqual({
        status: 400,
        body: failedBody(
          "amount",
          `Amount ${amount} USD is outside the payment limits: card 10.00 to 7500.00, ach_bank_account 10.00 to 25000.00 USD`,
        ),
      })
    }
  })

  it("refuses a payment currency, an amount or a purchase currency it cannot quote, naming the field", async () => {
    const good = await requestFor("FUSD", "100")
    const [usdc] = sampleOnrampOptions.purchaseCurrencies
    const cases: Array<[unknown, string, string]> = [
      [
        { ...good, paymentCurrency: { id: "EUR", payment_method_limits: [] } },
        "paymentCurrency.id",
        "Unsupported payment currency: EUR (the sandbox onramp takes USD)",
      ],
      [
        { ...good, amount: "12.345" },
        "amount",
        "Invalid amount: 12.345 (decimal text, at most 2 decimals)",
      ],
      [
        { ...good, amount: "ten" },
        "amount",
        "Invalid amount: ten (decimal text, at most 2 decimals)",
      ],
      [
        { ...good, purchaseCurrency: usdc },
        "purchaseCurrency.networks",
        "None of the networks of USDC is a sandbox devnet",
      ],
      [
        { ...good, purchaseCurrency: { ...good.purchaseCurrency, symbol: "AIRDROP" } },
        "purchaseCurrency.symbol",
        "The sandbox onramp does not sell AIRDROP on eip155:31337",
      ],
    ]
    for (const [body, field, description] of cases) {
      expect(await quote(body), description).toEqual({
        status: 400,
        body: failedBody(field, description),
      })
    }
  })
})
