import { isAddress as isSolanaAddress } from "@solana/kit"
import type { OnrampNetwork } from "../../core/api/generated/schemas"
import { priceOf } from "../api/priceTable"
import type { SandboxSolanaToken } from "../api/solana/SandboxSolanaDevnet"
import { solanaNativeCurrency, solPriceUsd } from "../api/solana/solanaAssets"
import { onrampBadgeIconUrl } from "./onrampIcons"
import { quoteOnrampWithFee } from "./quoteOnramp"

/**
 * A Solana devnet as the onramp's options and quotes see it: its name, CAIP-2 id
 * (`solana:<genesis hash prefix>`) and the SPL tokens it sells beside SOL (the devnet's test
 * token), e.g. the sandbox API's served Solana devnets.
 */
export interface OnrampSolanaChain {
  readonly name: string
  readonly caipNetworkId: string
  readonly tokens: ReadonlyArray<SandboxSolanaToken>
}

/** An asset the sandbox onramp sells on a Solana devnet. */
export interface OnrampSolanaAsset {
  readonly id: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** The SPL token's mint (base58); undefined for SOL. */
  readonly address: string | undefined
}

/** The onramp network name of a Solana devnet, e.g. "foyer-solana-devnet". */
export const onrampSolanaNetworkName = (devnet: OnrampSolanaChain): string =>
  devnet.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/**
 * The chain id an onramp network gives a Solana devnet: its CAIP-2 reference (the genesis
 * hash prefix), as an EVM network's is its CAIP-2 reference (the decimal chain id).
 */
export const onrampSolanaChainId = (devnet: OnrampSolanaChain): string =>
  devnet.caipNetworkId.slice(devnet.caipNetworkId.indexOf(":") + 1)

/** SOL, the native currency the sandbox onramp sells on a Solana devnet. */
export const onrampSolAsset: OnrampSolanaAsset = {
  id: "sandbox-sol",
  name: solanaNativeCurrency.name,
  symbol: solanaNativeCurrency.symbol,
  decimals: solanaNativeCurrency.decimals,
  address: undefined,
}

/**
 * What the sandbox onramp sells on a Solana devnet: SOL, then its SPL tokens (FUSD), each with
 * its mint as address and the id it has on the EVM devnets ("sandbox-fusd").
 */
export const onrampSolanaAssetsOf = (
  devnet: OnrampSolanaChain,
): ReadonlyArray<OnrampSolanaAsset> => [
  onrampSolAsset,
  ...devnet.tokens.map((token) => ({
    id: `sandbox-${token.symbol.toLowerCase()}`,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    address: token.mint,
  })),
]

/** The asset of `symbol` (case-insensitive) on a Solana devnet, if the onramp sells it there. */
export const findOnrampSolanaAsset = (
  devnet: OnrampSolanaChain,
  symbol: string,
): OnrampSolanaAsset | undefined =>
  onrampSolanaAssetsOf(devnet).find((asset) => asset.symbol.toLowerCase() === symbol.toLowerCase())

/** The USD price the sandbox onramp sells SOL at: the sandbox's fixed SOL price. */
export const onrampSolPriceUsd = solPriceUsd

/**
 * The USD price the sandbox onramp sells `symbol` at on a Solana devnet, as the sandbox API's
 * Solana balances price it: SOL at its fixed price, a token at its symbol's table price (FUSD
 * 1). Undefined when there is none.
 */
export const onrampSolanaPriceUsd = (symbol: string): number | undefined =>
  symbol.toUpperCase() === onrampSolAsset.symbol ? onrampSolPriceUsd : priceOf(symbol)

/** The fee of a delivery on a Solana devnet: one signature, 5000 lamports. */
export const solanaDeliveryFeeLamports = 5000n

/**
 * The rent of an SPL token account (165 bytes, rent-exempt): what the treasury pays to make a
 * buyer's token account, which a delivery of a token does when the buyer has none.
 */
export const splTokenAccountRentLamports = 2_039_280n

/** The badge colour of the Solana devnets. */
const solanaBadgeColour = "#9945ff"

/**
 * The onramp network of an asset on a Solana devnet, with the devnet's badge: its contract
 * address the token's mint, empty for SOL.
 */
export const onrampSolanaNetwork = (
  devnet: OnrampSolanaChain,
  asset: OnrampSolanaAsset = onrampSolAsset,
): OnrampNetwork => ({
  name: onrampSolanaNetworkName(devnet),
  display_name: devnet.name,
  chain_id: onrampSolanaChainId(devnet),
  contract_address: asset.address ?? "",
  icon_url: onrampBadgeIconUrl(devnet.name, solanaBadgeColour),
})

/** The Solana devnet an onramp network names: by its name or chain id (CAIP-2 reference). */
export const findOnrampSolanaDevnet = <D extends OnrampSolanaChain>(
  devnets: ReadonlyArray<D>,
  network: string,
): D | undefined =>
  devnets.find(
    (devnet) =>
      onrampSolanaNetworkName(devnet) === network.toLowerCase() ||
      onrampSolanaChainId(devnet) === network,
  )

/** Whether `text` is a Solana address (base58 of a 32-byte public key). */
export const isOnrampSolanaAddress = (text: string): boolean => isSolanaAddress(text)

/**
 * Prices a purchase of `subtotalCents` dollars of `asset` on a Solana devnet: at its sandbox
 * price ({@link onrampSolanaPriceUsd}), the network fee at the SOL price being the delivery's
 * one signature, and for a token also the rent of the buyer's token account, which the
 * delivery makes when the buyer has none (the worst case, as the EVM quote counts a token
 * transfer to a new holder). It answers a PricedPurchase, unnamed here: that type's module
 * imports the catalog, which imports this one.
 */
export const priceSolanaOnrampPurchase = (asset: OnrampSolanaAsset, subtotalCents: bigint) => {
  const priceUsd = onrampSolanaPriceUsd(asset.symbol)
  if (priceUsd === undefined || priceUsd <= 0) {
    return { _tag: "NoPrice" as const, symbol: asset.symbol }
  }
  const rent = asset.address === undefined ? 0n : splTokenAccountRentLamports
  return {
    _tag: "Priced" as const,
    priceUsd,
    ...quoteOnrampWithFee({
      subtotalCents,
      priceUsd,
      decimals: asset.decimals,
      fee: {
        units: solanaDeliveryFeeLamports + rent,
        decimals: onrampSolAsset.decimals,
        priceUsd: onrampSolPriceUsd,
      },
    }),
  }
}
