import type { Address } from "viem"
import type { DevnetToken } from "../devnet/seedDevnet"
import { nativeCurrency, nativeTokenAddress, priceOf } from "./priceTable"
import type { ServedDevnet } from "./SandboxDevnet"
import { iconDataUrl } from "./sandboxAssets"

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
  /**
   * The icon as a `data:image/svg+xml` URL (the kit shows only `https:` and `data:image/`
   * images; the sandbox is plain http), also served at `iconPath(symbol)`. Empty when the
   * sandbox has no icon for the symbol, so that the kit shows its letter fallback.
   */
  readonly iconUrl: string
}

/** The native currency of the devnets. */
export const nativeAssetInfo = (): AssetInfo => ({
  address: undefined,
  ...nativeCurrency,
  spam: false,
  priceUsd: priceOf(nativeCurrency.symbol),
  iconUrl: iconDataUrl(nativeCurrency.symbol) ?? "",
})

/** A seeded test token. */
export const tokenAssetInfo = (token: DevnetToken): AssetInfo => ({
  address: token.address,
  name: token.name,
  symbol: token.symbol,
  decimals: token.decimals,
  spam: token.spam,
  priceUsd: priceOf(token.symbol),
  iconUrl: iconDataUrl(token.symbol) ?? "",
})

/**
 * The asset at `address` on a devnet: a seeded token, or the native currency for the
 * conventional 0xeeee…eeee; undefined for anything else.
 */
export const findAssetInfo = (devnet: ServedDevnet, address: string): AssetInfo | undefined => {
  if (address.toLowerCase() === nativeTokenAddress) return nativeAssetInfo()
  const token = devnet.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
  return token === undefined ? undefined : tokenAssetInfo(token)
}
