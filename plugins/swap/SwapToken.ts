import type { AccountState, ApiSchemas } from "../../core"

type Account = AccountState.AccountState

/** The address the provider API gives the network's own currency (spec 7 convert calls). */
export const nativeTokenAddress = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"

/** A token the swap can give or take on the active network. */
export interface SwapToken {
  /** CAIP-10 address, as the provider API names the token (`eip155:1:0x…`). */
  readonly caipAddress: string
  /** The contract, `nativeTokenAddress` for the network's currency. */
  readonly address: `0x${string}`
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly logoUri: string | undefined
}

const caip10 = /^eip155:[0-9]+:(0x[0-9a-fA-F]{40})$/

/**
 * A swap token from the provider API's entry; undefined when its address is not an EVM CAIP-10
 * address (a token this plugin cannot swap).
 * @example
 * toSwapToken({ name: "Ether", symbol: "ETH", address: "eip155:1:0xeeee…", decimals: 18, logoUri: null, eip2612: false })
 */
export const toSwapToken = (token: ApiSchemas.ConvertToken): SwapToken | undefined => {
  const address = caip10.exec(token.address)?.[1]
  if (address === undefined) return undefined
  return {
    caipAddress: token.address,
    address: address as `0x${string}`,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    logoUri: token.logoUri ?? undefined,
  }
}

/** Whether the token is the network's own currency (sent as the transaction's value). */
export const isNativeToken = (token: SwapToken): boolean =>
  token.address.toLowerCase() === nativeTokenAddress

/** Whether two tokens are the same (their CAIP-10 addresses, ignoring the case of the hex). */
export const sameToken = (a: SwapToken | undefined, b: SwapToken | undefined): boolean =>
  a !== undefined && b !== undefined && a.caipAddress.toLowerCase() === b.caipAddress.toLowerCase()

/**
 * What the account holds of `token`, in whole tokens (decimal text), as its balances say; "0"
 * when the account's balances do not list it.
 * @example
 * tokenBalanceOf(fusd, account) // "10000"
 */
export const tokenBalanceOf = (
  token: SwapToken,
  account: Pick<Account, "balance" | "tokenBalance">,
): string => {
  if (isNativeToken(token)) {
    const native = account.tokenBalance.find((entry) => entry.address === undefined)
    return account.balance ?? native?.quantity.numeric ?? "0"
  }
  // The provider API gives a balance's address as CAIP-10 (`eip155:1:0x…`), or plain.
  const held = account.tokenBalance.find(
    (entry) =>
      entry.address?.slice(entry.address.lastIndexOf(":") + 1).toLowerCase() ===
      token.address.toLowerCase(),
  )
  return held?.quantity.numeric ?? "0"
}
