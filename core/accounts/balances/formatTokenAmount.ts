/**
 * A token amount in its smallest unit as decimal text in whole units, as a balance shows it:
 * `decimals` places, trailing zeros dropped ("1.25", "0.000001", "42"). The same text as
 * viem's `formatUnits`, without loading viem for it (the kernel starts without viem).
 * @example
 * formatTokenAmount(1_250_000n, 6) // "1.25"
 */
export const formatTokenAmount = (amount: bigint, decimals: number): string => {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, "0")
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "")
  return `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`
}
