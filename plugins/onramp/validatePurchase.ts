import { Result } from "effect"
import type { ApiSchemas } from "../../core"
import type { OnrampMessage } from "./OnrampMessage"
import {
  chosenLimit,
  chosenNetwork,
  chosenPaymentCurrency,
  chosenPurchaseCurrency,
  type OnrampState,
} from "./OnrampState"
import { onrampAmountProblem, type PaymentMethodLimit } from "./onrampAmountProblem"

/** A purchase that passed every rule: what to buy, where, how it is paid and how much. */
export interface ValidPurchase {
  readonly purchaseCurrency: ApiSchemas.OnrampPurchaseCurrency
  readonly network: ApiSchemas.OnrampNetwork
  readonly paymentCurrency: ApiSchemas.OnrampPaymentCurrency
  readonly limit: PaymentMethodLimit
  /** The fiat amount, decimal text within the limit. */
  readonly amount: string
}

/**
 * Checks the buy form: a currency and its network, a payment currency and method, and an
 * amount within the method's limits (spec 9 "Onramp sample limits").
 * @example
 * validatePurchase(state) // Result.fail({ id: "onramp.error.amountRequired" }) when blank
 */
export const validatePurchase = (
  state: OnrampState,
): Result.Result<ValidPurchase, OnrampMessage> => {
  const purchaseCurrency = chosenPurchaseCurrency(state)
  const network = chosenNetwork(state)
  if (purchaseCurrency === undefined || network === undefined) {
    return Result.fail({ id: "onramp.error.currencyRequired" })
  }
  const paymentCurrency = chosenPaymentCurrency(state)
  const limit = chosenLimit(state)
  if (paymentCurrency === undefined || limit === undefined) {
    return Result.fail({ id: "onramp.error.paymentRequired" })
  }
  const amount = state.amount.trim()
  if (amount === "") return Result.fail({ id: "onramp.error.amountRequired" })
  const problem = onrampAmountProblem(amount, limit, paymentCurrency.id)
  if (problem !== undefined) return Result.fail(problem)
  return Result.succeed({ purchaseCurrency, network, paymentCurrency, limit, amount })
}

/**
 * The quote request of a valid purchase (spec 7 POST /v1/onramp/quote): both currencies whole,
 * the purchase currency's chosen network first (`network` names no network: a provider quotes
 * a currency on its first one), the amount, and as `network` the purchase currency's symbol,
 * as the provider's API reads it.
 */
export const toOnrampQuoteRequest = (purchase: ValidPurchase): ApiSchemas.OnrampQuoteRequest => ({
  purchaseCurrency: {
    ...purchase.purchaseCurrency,
    networks: [
      purchase.network,
      ...purchase.purchaseCurrency.networks.filter((each) => each !== purchase.network),
    ],
  },
  paymentCurrency: purchase.paymentCurrency,
  amount: purchase.amount,
  network: purchase.purchaseCurrency.symbol,
})

/**
 * The body of POST /v1/generators/onrampurl for a valid purchase to `address` (spec 7): the
 * wallet with the chosen network and currency, the visitor's id at the provider (the address),
 * the network, the fiat amount as a whole number (the API takes integers; the cents of a typed
 * amount are dropped, never rounded up past the limit) and the buy experience.
 * @example
 * toOnrampUrlRequest(purchase, "0x7099…79C8").presetFiatAmount // 50 for "50.75"
 */
export const toOnrampUrlRequest = (
  purchase: ValidPurchase,
  address: string,
): ApiSchemas.OnrampUrlRequest => ({
  destinationWallets: [
    {
      address,
      blockchains: [purchase.network.name],
      assets: [purchase.purchaseCurrency.symbol],
    },
  ],
  partnerUserId: address,
  defaultNetwork: purchase.network.name,
  presetFiatAmount: Math.trunc(Number(purchase.amount)),
  defaultExperience: "buy",
})
