import { isAddress as isSolanaAddress } from "@solana/kit"
import type { OnrampNetwork } from "../../core/api/generated/schemas"
import { solanaNativeCurrency, solPriceUsd } from "../api/solana/solanaAssets"
import { onrampBadgeIconUrl } from "./onrampIcons"
import { quoteOnrampWithFee } from "./quoteOnramp"

/**
 * A Solana devnet as the onramp's options and quotes see it: its name and CAIP-2 id
 * (`solana:<genesis hash prefix>`), e.g. the sandbox API's served Solana devnets.
 */
export interface OnrampSolanaChain {
  readonly name: string
  readonly caipNetworkId: string
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

/** SOL, the one asset the sandbox onramp sells on a Solana devnet (the native currency). */
export const onrampSolAsset = {
  id: "sandbox-sol",
  name: solanaNativeCurrency.name,
  symbol: solanaNativeCurrency.symbol,
  decimals: solanaNativeCurrency.decimals,
  address: undefined,
} as const

/** The USD price the sandbox onramp sells SOL at: the sandbox's fixed SOL price. */
export const onrampSolPriceUsd = solPriceUsd

/** The fee of a delivery on a Solana devnet: one signature, 5000 lamports. */
export const solanaDeliveryFeeLamports = 5000n

/** The badge colour of the Solana devnets. */
const solanaBadgeColour = "#9945ff"

/** The onramp network of SOL on a Solana devnet, with the devnet's badge. */
export const onrampSolanaNetwork = (devnet: OnrampSolanaChain): OnrampNetwork => ({
  name: onrampSolanaNetworkName(devnet),
  display_name: devnet.name,
  chain_id: onrampSolanaChainId(devnet),
  contract_address: "",
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
 * Prices a purchase of `subtotalCents` dollars of SOL on a Solana devnet: at the sandbox's SOL
 * price, the network fee being the delivery's one signature.
 */
export const priceSolanaOnrampPurchase = (subtotalCents: bigint) => ({
  _tag: "Priced" as const,
  priceUsd: onrampSolPriceUsd,
  ...quoteOnrampWithFee({
    subtotalCents,
    priceUsd: onrampSolPriceUsd,
    decimals: onrampSolAsset.decimals,
    fee: {
      units: solanaDeliveryFeeLamports,
      decimals: onrampSolAsset.decimals,
      priceUsd: onrampSolPriceUsd,
    },
  }),
})
