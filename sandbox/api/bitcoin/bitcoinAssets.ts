import type { AssetInfo } from "../assetInfo"
import { iconDataUrl } from "../sandboxAssets"

/** The native currency of the Bitcoin chains: BTC, in satoshis (8 decimals). */
export const bitcoinNativeCurrency = { name: "Bitcoin", symbol: "BTC", decimals: 8 } as const

/**
 * The sandbox's USD price of BTC. The regtest chain has no exchange, so its price is fixed, as
 * SOL's is on the Solana devnet.
 */
export const btcPriceUsd = 60_000

/** BTC as balances and history describe it. */
export const btcAssetInfo: AssetInfo = {
  address: undefined,
  ...bitcoinNativeCurrency,
  spam: false,
  priceUsd: btcPriceUsd,
  iconUrl: iconDataUrl(bitcoinNativeCurrency.symbol) ?? "",
}
