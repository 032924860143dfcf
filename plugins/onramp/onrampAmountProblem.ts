import { type ApiSchemas, isDecimal } from "../../core"
import { formatLimit } from "./formatLimit"
import type { OnrampMessage } from "./OnrampMessage"

/** One payment method's limits (spec 3 onramp options, `payment_method_limits`). */
export type PaymentMethodLimit = ApiSchemas.OnrampPaymentCurrency["payment_method_limits"][number]

/**
 * What is wrong with a typed fiat amount, if anything, once something is typed: not a decimal
 * ('not a valid decimal number', spec 5), or outside the payment method's limits (spec 9
 * "Onramp sample limits": card 10 to 7500, bank account 10 to 25000), the limits included.
 * Blank is no problem here (Buy itself requires an amount).
 * @example
 * onrampAmountProblem("5", { id: "card", min: "10.00", max: "7500.00" }, "USD")
 * // { id: "onramp.error.outOfLimits", values: { min: "10", max: "7500", currency: "USD" } }
 */
export const onrampAmountProblem = (
  text: string,
  limit: PaymentMethodLimit | undefined,
  currency: string,
): OnrampMessage | undefined => {
  const amount = text.trim()
  if (amount === "") return undefined
  if (!isDecimal(amount)) return { id: "onramp.error.invalidDecimal" }
  if (limit === undefined) return undefined
  const value = Number(amount)
  if (value < Number(limit.min) || value > Number(limit.max)) {
    return {
      id: "onramp.error.outOfLimits",
      values: { min: formatLimit(limit.min), max: formatLimit(limit.max), currency },
    }
  }
  return undefined
}
