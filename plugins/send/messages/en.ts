import type { MessageCatalogue } from "../../../core"

/**
 * The send plugin's English messages. The validation texts are the spec's (point 5) word for
 * word; where the spec states a rule without a text, the sentence is ours and ends with a
 * period. Errors the kernel already names (user rejection, node errors, 'Unsupported chain')
 * use the kernel's message ids.
 */
export const en = {
  "send.title": "Send",
  "send.action": "Send",
  "send.selectToken.title": "Select token",
  "send.token.label": "Token",
  "send.token.choose": "Select token",
  "send.token.balance": "Balance: {balance} {symbol}",
  "send.max": "Max",
  "send.network.label": "Network",
  "send.tokens.empty": "You have no tokens to send on this network.",
  "send.amount.label": "Amount",
  "send.receiver.label": "Receiver address",
  "send.receiver.placeholder": "0x…",
  "send.fee.estimating": "Estimating the network fee…",
  "send.fee.value": "Network fee: {fee} {symbol}",
  "send.fee.gas": "Network fee: {gas} gas",
  "send.fee.failed": "The network fee cannot be estimated: {reason}",
  "send.submit": "Send",
  "send.signing": "Confirm the transaction in your wallet",
  "send.confirming": "Waiting for the transaction to be confirmed",
  "send.success": "Sent {amount} {symbol}",
  // Validation (spec 5)
  "send.error.amountAndReceiverRequired": "An amount and receiver address are required",
  "send.error.tokenRequired": "A token is required",
  "send.error.tokenAddressRequired": "A token address is required.",
  "send.error.invalidDecimal": "not a valid decimal number",
  "send.error.tooManyDecimals": "{symbol} has at most {decimals} decimals.",
  "send.error.amountNotPositive": "The amount must be greater than zero.",
  "send.error.invalidReceiver":
    "The receiver address must be 0x followed by 40 hexadecimal characters.",
  // Off EVM, the network's family tells its addresses (it has no one pattern to spell out)
  "send.error.invalidAddress": "The receiver address is not an address on this network.",
  // Receipt wait outcomes other than success (spec 4)
  "send.error.cancelled": "The transaction was cancelled in the wallet.",
  "send.error.replaced": "Another transaction with the same nonce replaced this one.",
  "send.error.timedOut":
    "The transaction was not confirmed within {seconds} seconds. It may still be confirmed later.",
  // Off EVM, a transfer failed on chain (the chain's reason), or was not seen confirmed in the
  // family's wait
  "send.error.failed": "The transaction failed: {reason}",
  "send.error.notConfirmed":
    "The transaction was not confirmed in time. It may still be confirmed later.",
  // A node's or wallet's own text, already readable (getNodeErrorMessage)
  "send.error.text": "{text}",
} as const satisfies MessageCatalogue

/** The id of one of the send plugin's messages. */
export type SendMessageId = keyof typeof en
