import type { Address } from "viem"
import type { DevnetToken } from "../devnet/seedDevnet"
import { nativeCurrency, nativeTokenAddress, priceOf } from "./priceTable"
import type { ServedDevnet } from "./SandboxDevnet"
import { iconPath } from "./sandboxAssets"

/** What the sandbox says about an asset of a devnet: names, decimals, spam flag, price. */
export interface AssetInfo {
  /** The token contract; undefined for the native currency. */
  readonly address: Address | undefined
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly spam: boolean
  /** From the sandbox's price table; undefined when it has none. */
  readonly priceUsd: number | undefined
  /** The icon's absolute URL on the sandbox. */
  readonly iconUrl: string
}

/** The native currency of the devnets. */
export const nativeAssetInfo = (origin: string): AssetInfo => ({
  address: undefined,
  ...nativeCurrency,
  spam: false,
  priceUsd: priceOf(nativeCurrency.symbol),
  iconUrl: `${origin}${iconPath(nativeCurrency.symbol)}`,
})

/** A seeded test token. */
export const tokenAssetInfo = (origin: string, token: DevnetToken): AssetInfo => ({
  address: token.address,
  name: token.name,
  symbol: token.symbol,
  decimals: token.decimals,
  spam: token.spam,
  priceUsd: priceOf(token.symbol),
  iconUrl: `${origin}${iconPath(token.symbol)}`,
})

/**
 * The asset at `address` on a devnet: a seeded token, or the native currency for the
 * conventional 0xeeee…eeee; undefined for anything else.
 */
export const findAssetInfo = (
  origin: string,
  devnet: ServedDevnet,
  address: string,
): AssetInfo | undefined => {
  if (address.toLowerCase() === nativeTokenAddress) return nativeAssetInfo(origin)
  const token = devnet.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
  return token === undefined ? undefined : tokenAssetInfo(origin, token)
}
