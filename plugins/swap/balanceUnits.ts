/**
 * A balance as the account's balances give it (decimal text, whole tokens) in the token's
 * units; its decimals beyond the token's are dropped, unreadable text is 0.
 * @example
 * balanceUnits("1.5", 6) // 1_500_000n
 */
export const balanceUnits = (balance: string, decimals: number): bigint => {
  const [whole = "", fraction = ""] = balance.trim().split(".")
  if (!/^[0-9]*$/.test(whole) || !/^[0-9]*$/.test(fraction)) return 0n
  return BigInt(`${whole || "0"}${fraction.slice(0, decimals).padEnd(decimals, "0")}`)
}
