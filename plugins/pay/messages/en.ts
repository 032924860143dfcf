import type { MessageCatalogue } from "../../../core"

/**
 * The pay plugin's English messages (pay with exchange). The spec gives none of these
 * sentences; they are ours.
 */
export const en = {
  "pay.title": "Pay with exchange",
  "pay.summary": "Pay {amount} {symbol} to {recipient} on {network}",
  "pay.chooseExchange": "Choose an exchange to pay from",
  "pay.exchangeButton": "Pay with {name}",
  "pay.loading": "Loading exchanges…",
  "pay.loadMore": "More exchanges",
  "pay.noExchange": "No exchange is available for this payment.",
  "pay.loadFailed": "The exchanges could not be loaded. Try again.",
  "pay.retry": "Try again",
  "pay.waiting": "Confirm the payment in the {name} window.",
  "pay.chooseAnother": "Choose another exchange",
  "pay.popupBlocked":
    "The browser blocked the exchange's window. Allow pop-ups for this site and try again.",
  "pay.failed": "The payment failed. Nothing was paid.",
  "pay.startFailed": "The payment could not be started. Try again.",
  "pay.timedOut": "The exchange did not confirm the payment in time.",
  "pay.success": "Payment sent.",
  "pay.transaction": "Transaction {hash}",
  "pay.noRequest": "There is no payment to make.",
  "pay.unsupportedNetwork": "Pay with exchange does not support the network {network}.",
  "pay.invalidRecipient": "The recipient address is not valid.",
  "pay.invalidAmount": "The amount must be greater than 0, with at most {decimals} decimals.",
  "pay.invalidAsset": "The asset to pay is not valid.",
} as const satisfies MessageCatalogue

/** An id of the pay plugin's messages. */
export type PayMessageId = keyof typeof en
