/** Dollars and cents, as the kit's English catalogue reads them ("$1,234.50"). */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** The smallest amount {@link usd} shows above zero: one cent. */
const oneCent = 0.01

/**
 * A USD value for display: "$1,234.50". A positive value under a cent reads "<$0.01" rather
 * than a "$0.00" that hides it; a value that is not a finite number (none the API should send)
 * gives undefined, so nothing is shown rather than "$NaN".
 * @example
 * formatUsd(10_000) // "$10,000.00"
 * formatUsd(0.004) // "<$0.01"
 */
export const formatUsd = (value: number): string | undefined => {
  if (!Number.isFinite(value)) return undefined
  if (value > 0 && value < oneCent) return `<${usd.format(oneCent)}`
  return usd.format(value)
}
