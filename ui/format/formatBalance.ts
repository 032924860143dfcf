import { cutDecimals } from "./cutDecimals"

/**
 * The kernel's unavailable balance (`unavailableBalance` in core/accounts, "0.00"), written
 * out rather than imported: this formatter is shared by the first paint and the lazy views, and
 * a link from it to a module the lazy kernel imports splits a consumer's first paint into several
 * files (issue 35, see ui/pageText.ts). formatBalance.test.ts checks the two agree.
 */
const unavailableBalance = "0.00"

/** How many fraction digits a displayed balance keeps. */
const fractionDigits = 4

/**
 * A decimal balance string for display, cut (not rounded) to four fraction digits with
 * trailing zeros dropped: "1.234567" → "1.2345", "2.50" → "2.5". A positive amount too small
 * to show reads "<0.0001". Works on the text, so large balances lose no precision. The
 * kernel's unavailable balance ("0.00") is shown as the spec writes it: "0.00 ETH".
 */
export const formatBalance = (balance: string): string =>
  // Spec 8: a failed balance fetch reads "0.00 ETH", not the "0" a real zero balance shows.
  balance === unavailableBalance ? balance : cutDecimals(balance, fractionDigits)

/** A balance with its symbol ("1.2345 ETH"), or undefined when the balance is unknown. */
export const formatBalanceWithSymbol = (
  balance: string | undefined,
  symbol: string | undefined,
): string | undefined => {
  if (balance === undefined) return undefined
  const amount = formatBalance(balance)
  return symbol === undefined || symbol === "" ? amount : `${amount} ${symbol}`
}
