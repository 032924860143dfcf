/**
 * Whether `wallet`'s name contains every word of `query`, case-insensitive: the AllWallets
 * view's search, and the headless wallet list's (`listWallets`). An empty query matches all.
 * @example
 * matchesWalletSearch({ name: "Sandbox Test Wallet" }, "test sand") // true
 */
export const matchesWalletSearch = (wallet: { readonly name: string }, query: string): boolean => {
  const name = wallet.name.toLowerCase()
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "")
    .every((word) => name.includes(word))
}
