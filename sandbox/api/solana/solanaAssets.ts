import type { AssetInfo } from "../assetInfo"
import { priceOf } from "../priceTable"
import { iconDataUrl } from "../sandboxAssets"
import type { SandboxSolanaToken } from "./SandboxSolanaDevnet"

/** The native currency of the Solana devnets: SOL, in lamports (9 decimals). */
export const solanaNativeCurrency = { name: "Solana", symbol: "SOL", decimals: 9 } as const

/**
 * The sandbox's USD price of SOL. The Solana devnet has no exchange, so its prices are fixed:
 * SOL at this one, and its tokens at the EVM devnets' table prices (FUSD 1, as on the EVM
 * devnets, where FUSD anchors the pools).
 */
export const solPriceUsd = 150

/** SOL as balances and history describe it. */
export const solAssetInfo: AssetInfo = {
  address: undefined,
  ...solanaNativeCurrency,
  spam: false,
  priceUsd: solPriceUsd,
  iconUrl: iconDataUrl(solanaNativeCurrency.symbol) ?? "",
}

/** A known SPL token of a Solana devnet, priced as the sandbox prices its symbol. */
export const splTokenAssetInfo = (token: SandboxSolanaToken): Omit<AssetInfo, "address"> => ({
  name: token.name,
  symbol: token.symbol,
  decimals: token.decimals,
  spam: false,
  priceUsd: priceOf(token.symbol),
  iconUrl: iconDataUrl(token.symbol) ?? "",
})
