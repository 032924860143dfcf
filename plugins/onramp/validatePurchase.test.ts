import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { sampleOnrampOptions } from "./api/onrampFallbacks"
import {
  choosePaymentMethod,
  initialOnrampState,
  type OnrampState,
  setOnrampAmount,
  setOptions,
} from "./OnrampState"
import { toOnrampQuoteRequest, toOnrampUrlRequest, validatePurchase } from "./validatePurchase"

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
/** The sample options loaded on Base: ETH on Base, USD by card. */
const onBase = setOptions(initialOnrampState, sampleOnrampOptions, "8453", {
  paymentCurrency: "USD",
  paymentMethod: "card",
})
const valid = (state: OnrampState) => {
  const checked = validatePurchase(state)
  if (Result.isFailure(checked)) throw new Error(`invalid: ${checked.failure.id}`)
  return checked.success
}

describe("validatePurchase", () => {
  it("an amount is required, and must sit within the chosen method's limits (spec 9)", () => {
    expect(validatePurchase(onBase)).toEqual(Result.fail({ id: "onramp.error.amountRequired" }))
    expect(validatePurchase(setOnrampAmount(onBase, "8000"))).toEqual(
      Result.fail({
        id: "onramp.error.outOfLimits",
        values: { min: "10", max: "7500", currency: "USD" },
      }),
    )
    // The same amount by bank account (10 to 25000) passes.
    const bank = choosePaymentMethod(setOnrampAmount(onBase, "8000"), "ach_bank_account")
    expect(valid(bank).limit).toEqual({ id: "ach_bank_account", min: "10.00", max: "25000.00" })
  })

  it("without options nothing is chosen: a currency is asked for first", () => {
    expect(validatePurchase(setOnrampAmount(initialOnrampState, "50"))).toEqual(
      Result.fail({ id: "onramp.error.currencyRequired" }),
    )
  })
})

describe("the onramp URL body (spec 7 POST /v1/generators/onrampurl)", () => {
  it("names the connected wallet with the network and the currency, the network, the whole fiat amount and the buy experience", () => {
    expect(toOnrampUrlRequest(valid(setOnrampAmount(onBase, "50.75")), address)).toEqual({
      destinationWallets: [{ address, blockchains: ["base-mainnet"], assets: ["ETH"] }],
      partnerUserId: address,
      defaultNetwork: "base-mainnet",
      presetFiatAmount: 50,
      defaultExperience: "buy",
    })
  })

  it("the quote request carries both currencies whole, the chosen network first, the amount and the purchase symbol as network", () => {
    const purchase = valid(setOnrampAmount(onBase, "50"))
    const eth = sampleOnrampOptions.purchaseCurrencies[1]
    const [ethereum, base] = eth?.networks ?? []
    expect(base?.chain_id).toBe("8453")
    expect(toOnrampQuoteRequest(purchase)).toEqual({
      // Base, the chosen network, first: the provider quotes on a currency's first network.
      purchaseCurrency: { ...eth, networks: [base, ethereum] },
      paymentCurrency: sampleOnrampOptions.paymentCurrencies[0],
      amount: "50",
      network: "ETH",
    })
  })
})
