import type { TokenBalance } from "../../core"

/** What tells a token of the list from another: its network and contract (none when native). */
export const tokenKey = (token: TokenBalance): string => `${token.chainId}:${token.address ?? ""}`

const rank = (token: TokenBalance) => (token.address === undefined ? 0 : 1)

/**
 * The tokens the Account view lists: those on the active network `caipNetworkId` only (none
 * without one), each once (an answer that lists a token twice shows its first entry), the
 * native currency (no contract address) first, then the tokens by USD value, highest first;
 * equal values keep the API's order.
 * @example
 * listedTokens(account.tokenBalance, network?.caipNetworkId)
 */
export const listedTokens = (
  tokens: ReadonlyArray<TokenBalance>,
  caipNetworkId: string | undefined,
): ReadonlyArray<TokenBalance> => {
  const seen = new Set<string>()
  return tokens
    .filter((token) => {
      const key = tokenKey(token)
      if (token.chainId !== caipNetworkId || seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => rank(a) - rank(b) || b.value - a.value)
}
