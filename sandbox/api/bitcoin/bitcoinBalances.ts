import { formatUnits } from "viem"
import type { TokenBalance } from "../../../core/api/generated/schemas"
import type { EsploraAddress } from "../../bitcoin/esploraJson"
import { btcAssetInfo } from "./bitcoinAssets"
import { readEsplora, type ServedBitcoinChain } from "./SandboxBitcoinChain"

/**
 * The BTC balance of `address` on a Bitcoin chain (always listed, as a native balance is), read
 * from its Esplora API now: what was paid to the address less what it spent, in blocks and in
 * the mempool, priced at the sandbox's fixed BTC price.
 */
export const bitcoinBalances = async (
  chain: ServedBitcoinChain,
  address: string,
): Promise<ReadonlyArray<TokenBalance>> => {
  const { chain_stats, mempool_stats } = await readEsplora<EsploraAddress>(
    chain,
    `/address/${encodeURIComponent(address)}`,
  )
  const satoshis =
    BigInt(chain_stats.funded_txo_sum) -
    BigInt(chain_stats.spent_txo_sum) +
    BigInt(mempool_stats.funded_txo_sum) -
    BigInt(mempool_stats.spent_txo_sum)
  const numeric = formatUnits(satoshis, btcAssetInfo.decimals)
  const price = btcAssetInfo.priceUsd ?? 0
  return [
    {
      name: btcAssetInfo.name,
      symbol: btcAssetInfo.symbol,
      chainId: chain.caipNetworkId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(btcAssetInfo.decimals), numeric },
      iconUrl: btcAssetInfo.iconUrl,
    },
  ]
}
