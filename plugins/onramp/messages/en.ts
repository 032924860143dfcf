import type { MessageCatalogue } from "../../../core"

/**
 * The onramp plugin's English messages. The spec gives the fee range ("1-2%", spec 9) and
 * the decimal rule's text (spec 5) word for word; the other sentences are ours and end with
 * a period. The payment methods are named by the provider's ids (`onramp.method.<id>`).
 */
export const en = {
  "onramp.title": "Buy crypto",
  "onramp.action": "Buy",
  "onramp.loading": "Loading the currencies you can buy…",
  "onramp.purchaseCurrency.label": "Currency to buy",
  "onramp.network.label": "Network",
  "onramp.network.current": "Current network",
  "onramp.paymentCurrency.label": "Pay in",
  "onramp.paymentMethod.label": "Payment method",
  "onramp.method.card": "Card",
  "onramp.method.ach_bank_account": "Bank account",
  "onramp.limits": "{method}: from {min} to {max} {currency}",
  "onramp.amount.label": "Amount to pay",
  "onramp.quote.loading": "Getting a quote…",
  "onramp.quote.receive": "You receive about {amount} {currency}",
  "onramp.quote.networkFee": "Network fee: {amount} {currency}",
  "onramp.quote.total": "Total: {amount} {currency}",
  "onramp.quote.placeholder":
    "No quote is available right now: the amounts shown equal the amount you pay.",
  "onramp.providerFee": "Provider fee: {range}",
  "onramp.submit": "Buy",
  "onramp.opening": "Opening the payment window…",
  "onramp.waiting":
    "Complete your purchase in the payment window. Your balances are updated when you close it.",
  "onramp.refreshing": "Updating your balances…",
  "onramp.finished": "The payment window was closed. Your balances are up to date.",
  "onramp.blocked": "Your browser blocked the payment window.",
  "onramp.blocked.link": "Open the payment page",
  // Validation (spec 5, 9)
  "onramp.error.invalidDecimal": "not a valid decimal number",
  "onramp.error.outOfLimits": "Enter an amount from {min} to {max} {currency}.",
  "onramp.error.amountRequired": "Enter the amount to pay.",
  "onramp.error.currencyRequired": "Choose a currency to buy and its network.",
  "onramp.error.paymentRequired": "Choose how to pay.",
  "onramp.error.url": "The payment page could not be opened: {reason}",
} as const satisfies MessageCatalogue

/** The id of one of the onramp plugin's messages. */
export type OnrampMessageId = keyof typeof en
