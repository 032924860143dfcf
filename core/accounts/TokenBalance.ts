import type { CaipNetworkId } from "../chains/parseCaipNetworkId"

/** A token balance (spec 3): native when `address` is absent. */
export interface TokenBalance {
  readonly name: string
  readonly symbol: string
  /** The CAIP-2 id of the token's network. */
  readonly chainId: CaipNetworkId
  /** The token contract; absent for the native currency. */
  readonly address?: string
  /** Value in USD. */
  readonly value: number
  /** Price in USD. */
  readonly price: number
  /** The amount held: decimals and the decimal text of the amount. */
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl: string
}
