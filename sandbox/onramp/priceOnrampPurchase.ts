import { nativeCurrency } from "../api/priceTable"
import type { ServedDevnet } from "../api/SandboxDevnet"
import type { OnrampAsset } from "./onrampCatalog"
import { onrampPriceUsd } from "./onrampPriceUsd"
import {
  nativeTransferGas,
  type OnrampQuoteAmounts,
  quoteOnramp,
  tokenTransferGas,
} from "./quoteOnramp"

/** A priced purchase, or why it cannot be priced. */
export type PricedPurchase =
  | ({ readonly _tag: "Priced"; readonly priceUsd: number } & OnrampQuoteAmounts)
  | { readonly _tag: "NoPrice"; readonly symbol: string }

/**
 * Prices a purchase of `subtotalCents` dollars of `asset` on a devnet now: the asset's and
 * ether's prices (`onrampPriceUsd`) and the node's gas price.
 */
export const priceOnrampPurchase = async (
  devnet: ServedDevnet,
  asset: OnrampAsset,
  subtotalCents: bigint,
): Promise<PricedPurchase> => {
  const [priceUsd, ethPriceUsd, gasPriceWei] = await Promise.all([
    onrampPriceUsd(devnet, asset.symbol),
    onrampPriceUsd(devnet, nativeCurrency.symbol),
    devnet.client.getGasPrice(),
  ])
  if (priceUsd === undefined || priceUsd <= 0) return { _tag: "NoPrice", symbol: asset.symbol }
  if (ethPriceUsd === undefined) return { _tag: "NoPrice", symbol: nativeCurrency.symbol }
  const gas = asset.address === undefined ? nativeTransferGas : tokenTransferGas
  return {
    _tag: "Priced",
    priceUsd,
    ...quoteOnramp({
      subtotalCents,
      priceUsd,
      decimals: asset.decimals,
      gasPriceWei,
      gas,
      ethPriceUsd,
    }),
  }
}
