import type { MessageCatalogue } from "../../../core"

/**
 * The swap plugin's English messages. The error texts of spec 8 are word for word ('Network
 * not supported for Swaps', 'Network not supported for Gas Price', 'Insufficient liquidity');
 * where the spec states a rule without a text, the sentence is ours and ends with a period.
 * Errors the kernel already names (user rejection, node errors) use the kernel's message ids.
 */
export const en = {
  "error.networkNotSupportedForSwaps": "Network not supported for Swaps",
  "error.networkNotSupportedForGasPrice": "Network not supported for Gas Price",
  "error.insufficientLiquidity": "Insufficient liquidity",
  "swap.title": "Swap",
  "swap.action": "Swap",
  "swap.source.label": "You pay",
  "swap.to.label": "You receive",
  "swap.source.token": "Token to pay: {symbol}",
  "swap.source.choose": "Select the token to pay",
  "swap.to.token": "Token to receive: {symbol}",
  "swap.to.choose": "Select the token to receive",
  "swap.token.search": "Search by name, symbol or address",
  "swap.token.list": "Tokens",
  "swap.token.none": "No token matches.",
  "swap.token.cancel": "Cancel",
  "swap.tokens.loading": "Loading the tokens…",
  "swap.tokens.empty": "No tokens can be swapped on this network.",
  "swap.retry": "Try again",
  "swap.balance": "Balance: {balance} {symbol}",
  "swap.max": "Max",
  "swap.flip": "Switch the tokens",
  "swap.quote.loading": "Fetching the best price…",
  "swap.quote.priceImpact": "Price impact",
  "swap.quote.fee": "Network fee",
  "swap.quote.slippage": "Slippage tolerance",
  "swap.quote.minimumReceived": "Minimum received",
  "swap.quote.percent": "{value} %",
  "swap.quote.unknown": "Unknown",
  "swap.approveFirst": "{symbol} must be approved for swapping first.",
  "swap.submit": "Swap",
  "swap.submit.approve": "Approve {symbol} and swap",
  "swap.submit.selectToken": "Select a token",
  "swap.submit.enterAmount": "Enter an amount",
  "swap.submit.invalidAmount": "Enter a valid amount",
  "swap.submit.insufficientBalance": "Insufficient {symbol} balance",
  "swap.approving": "Approve {symbol} in your wallet",
  "swap.confirmingApproval": "Waiting for the approval to be confirmed",
  "swap.swapping": "Confirm the swap in your wallet",
  "swap.confirming": "Waiting for the swap to be confirmed",
  "swap.success": "Swapped {sourceAmount} {sourceSymbol} for {toAmount} {toSymbol}",
  // Form problems
  "swap.error.tokensRequired": "Choose the token to pay and the token to receive.",
  "swap.error.invalidDecimal": "not a valid decimal number",
  "swap.error.tooManyDecimals": "{symbol} has at most {decimals} decimals.",
  "swap.error.amountNotPositive": "The amount must be greater than zero.",
  "swap.error.insufficientBalance": "Insufficient {symbol} balance.",
  "swap.error.noQuote": "No quote is available for this swap.",
  // The provider API failing, per call (what was typed is kept)
  "swap.error.tokensFailed": "The tokens could not be loaded: {reason}",
  "swap.error.quoteFailed": "The quote could not be fetched: {reason}",
  "swap.error.gasPriceFailed": "The gas price could not be fetched: {reason}",
  "swap.error.allowanceFailed": "The allowance could not be checked: {reason}",
  "swap.error.approveFailed": "The approval could not be prepared: {reason}",
  "swap.error.transactionFailed": "The swap transaction could not be prepared: {reason}",
  // Receipt wait outcomes other than success
  "swap.error.cancelled": "The transaction was cancelled in the wallet.",
  "swap.error.replaced": "Another transaction with the same nonce replaced this one.",
  "swap.error.timedOut":
    "The transaction was not confirmed within {seconds} seconds. It may still be confirmed later.",
  // A node's or wallet's own text, already readable
  "swap.error.text": "{text}",
} as const satisfies MessageCatalogue

/** The id of one of the swap plugin's messages. */
export type SwapMessageId = keyof typeof en
