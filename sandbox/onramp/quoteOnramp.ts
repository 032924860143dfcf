import type { OnrampPaymentMethodLimit } from "../../core/api/generated/schemas"

/** Fiat amounts are counted in cents: two decimals. */
const fiatDecimals = 2

/** Prices are fixed-point with this many decimals in the quote's arithmetic. */
const priceDecimals = 12

/** Gas a native transfer uses. */
export const nativeTransferGas = 21_000n

/** Gas the onramp counts for a token transfer (an ERC-20 transfer to a new holder uses ~52k). */
export const tokenTransferGas = 65_000n

/** A fiat amount as the API writes it: digits, and at most two decimals. */
const fiatPattern = /^\d{1,12}(\.\d{1,2})?$/

/** The cents of a fiat amount ("12.5" is 1250), or undefined when it is not one. */
export const parseFiatCents = (amount: string): bigint | undefined => {
  if (!fiatPattern.test(amount)) return undefined
  const [whole = "0", fraction = ""] = amount.split(".")
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(fiatDecimals, "0"))
}

/** Cents as fiat text with two decimals: 1250n is "12.50". */
export const formatFiatCents = (cents: bigint): string =>
  `${cents / 100n}.${(cents % 100n).toString().padStart(fiatDecimals, "0")}`

/** Whether `cents` is within a payment method's limits (inclusive). */
export const withinLimit = (cents: bigint, limit: OnrampPaymentMethodLimit): boolean => {
  const min = parseFiatCents(limit.min)
  const max = parseFiatCents(limit.max)
  return min !== undefined && max !== undefined && cents >= min && cents <= max
}

/** A USD price as a fixed-point integer of {@link priceDecimals} decimals. */
const scaledPrice = (priceUsd: number): bigint => BigInt(Math.round(priceUsd * 10 ** priceDecimals))

/** What a purchase of `subtotalCents` of an asset costs and brings. */
export interface OnrampQuoteAmounts {
  readonly subtotalCents: bigint
  readonly networkFeeCents: bigint
  readonly totalCents: bigint
  /** The asset bought, in its base units (rounded down). */
  readonly purchaseUnits: bigint
}

/** What a quote is computed from. */
export interface OnrampQuoteInputs {
  readonly subtotalCents: bigint
  /** The asset's USD price (> 0) and decimals. */
  readonly priceUsd: number
  readonly decimals: number
  /** The devnet's gas price and the gas the delivery takes. */
  readonly gasPriceWei: bigint
  readonly gas: bigint
  /** The USD price of ether, which pays the delivery's gas. */
  readonly ethPriceUsd: number
}

/** A delivery's fee in a native currency's base units, with its decimals and USD price. */
export interface NativeFee {
  readonly units: bigint
  readonly decimals: number
  readonly priceUsd: number
}

/**
 * A purchase of an asset whose delivery costs `fee`: the subtotal buys subtotal / price of the
 * asset; the network fee is the fee in dollars, rounded up to the cent; the total is subtotal
 * + network fee. How a chain counts its fee (gas, signatures) is its own.
 * @example
 * quoteOnrampWithFee({ subtotalCents: 15000n, priceUsd: 150, decimals: 9, fee: { units: 5000n, decimals: 9, priceUsd: 150 } })
 * // { subtotalCents: 15000n, networkFeeCents: 1n, totalCents: 15001n, purchaseUnits: 1_000_000_000n }
 */
export const quoteOnrampWithFee = (inputs: {
  readonly subtotalCents: bigint
  readonly priceUsd: number
  readonly decimals: number
  readonly fee: NativeFee
}): OnrampQuoteAmounts => {
  const price = scaledPrice(inputs.priceUsd)
  const purchaseUnits =
    (inputs.subtotalCents * 10n ** BigInt(inputs.decimals + priceDecimals)) /
    (price * 10n ** BigInt(fiatDecimals))
  // base units × (dollars × 10^12 per coin) / 10^decimals per coin / 10^12 × 100 cents, rounded up.
  const feeScale = 10n ** BigInt(inputs.fee.decimals + priceDecimals - fiatDecimals)
  const feeNumerator = inputs.fee.units * scaledPrice(inputs.fee.priceUsd)
  const networkFeeCents = (feeNumerator + feeScale - 1n) / feeScale
  return {
    subtotalCents: inputs.subtotalCents,
    networkFeeCents,
    totalCents: inputs.subtotalCents + networkFeeCents,
    purchaseUnits,
  }
}

/**
 * A purchase on an EVM devnet: the network fee is the delivery's gas at the devnet's gas
 * price, in dollars, rounded up to the cent (see {@link quoteOnrampWithFee}).
 * @example
 * quoteOnramp({ subtotalCents: 10000n, priceUsd: 1, decimals: 6, gasPriceWei: 10n ** 9n, gas: 65_000n, ethPriceUsd: 3000 })
 * // { subtotalCents: 10000n, networkFeeCents: 20n, totalCents: 10020n, purchaseUnits: 100_000_000n }
 */
export const quoteOnramp = (inputs: OnrampQuoteInputs): OnrampQuoteAmounts =>
  quoteOnrampWithFee({
    subtotalCents: inputs.subtotalCents,
    priceUsd: inputs.priceUsd,
    decimals: inputs.decimals,
    fee: { units: inputs.gasPriceWei * inputs.gas, decimals: 18, priceUsd: inputs.ethPriceUsd },
  })
