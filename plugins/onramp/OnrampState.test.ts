import { describe, expect, it } from "vitest"
import { sampleOnrampOptions } from "./api/onrampFallbacks"
import {
  choosePaymentCurrency,
  choosePurchaseCurrency,
  failPurchase,
  initialOnrampState,
  PurchaseState,
  setOnrampAmount,
  setOptions,
  setPurchase,
} from "./OnrampState"

const preferences = { paymentCurrency: "EUR", paymentMethod: "ach_bank_account" }

describe("the buy form's choices", () => {
  it("loading the options chooses the active network's first currency on that network, and the preferred payment", () => {
    const state = setOptions(initialOnrampState, sampleOnrampOptions, "8453", preferences)
    expect([
      state.purchaseCurrencyId,
      state.networkName,
      state.paymentCurrencyId,
      state.paymentMethodId,
    ]).toEqual(["d85dce9b-5b73-5c3c-8978-522ce1d1c1b4", "base-mainnet", "EUR", "ach_bank_account"])
  })

  it("a preference the options do not offer falls back to their first", () => {
    const state = setOptions(initialOnrampState, sampleOnrampOptions, "1", {
      paymentCurrency: "JPY",
      paymentMethod: "wire",
    })
    expect([state.networkName, state.paymentCurrencyId, state.paymentMethodId]).toEqual([
      "ethereum-mainnet",
      "USD",
      "card",
    ])
  })

  it("choosing another currency takes its network on the active chain, else its first", () => {
    const onPolygon = setOptions(initialOnrampState, sampleOnrampOptions, "137", preferences)
    const eth = choosePurchaseCurrency(onPolygon, "d85dce9b-5b73-5c3c-8978-522ce1d1c1b4")
    expect(eth.networkName).toBe("ethereum-mainnet")
    expect(choosePurchaseCurrency(eth, "2b92315d-eab7-5bef-84fa-089a131333f5").networkName).toBe(
      "polygon-mainnet",
    )
  })

  it("the payment method stays when the new payment currency offers it", () => {
    const state = setOptions(initialOnrampState, sampleOnrampOptions, "1", preferences)
    expect(choosePaymentCurrency(state, "USD").paymentMethodId).toBe("ach_bank_account")
  })

  it("an edit clears the last error, and a finished purchase makes way for the next", () => {
    const failed = failPurchase(initialOnrampState, { id: "onramp.error.amountRequired" })
    const finished = setPurchase(failed, PurchaseState.Finished())
    const edited = setOnrampAmount(finished, "20")
    expect([edited.error, edited.purchase._tag, edited.amount]).toEqual([undefined, "Idle", "20"])
  })
})
