import type { Address } from "viem"
import type {
  OnrampNetwork,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
} from "../../core/api/generated/schemas"
import { nativeCurrency } from "../api/priceTable"
import type { SandboxDevnet } from "../api/SandboxDevnet"
import { onrampCurrencyIconUrl, onrampNetworkIconUrl } from "./onrampIcons"
import {
  type OnrampSolanaAsset,
  type OnrampSolanaChain,
  onrampSolanaAssetsOf,
  onrampSolanaNetwork,
} from "./onrampSolanaCatalog"

/**
 * What the sandbox onramp takes: US dollars, by card from 10 to 7500 and by bank account from
 * 10 to 25000 (spec 9 "Onramp sample limits"; ids as in the kit's sample options).
 */
export const onrampPaymentCurrencies: ReadonlyArray<OnrampPaymentCurrency> = [
  {
    id: "USD",
    payment_method_limits: [
      { id: "card", min: "10.00", max: "7500.00" },
      { id: "ach_bank_account", min: "10.00", max: "25000.00" },
    ],
  },
]

/** The payment method of the sandbox onramp page: a card. */
export const onrampCardMethod = "card"

/** An asset the sandbox onramp sells on one devnet. */
export interface OnrampAsset {
  readonly id: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** The token contract; undefined for the native currency. */
  readonly address: Address | undefined
}

/** The onramp network name of a devnet, e.g. "foyer-devnet-2" for "Foyer Devnet 2". */
export const onrampNetworkName = (devnet: SandboxDevnet): string =>
  (devnet.name ?? `Devnet ${devnet.chainId}`)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** The stable id of a purchase currency, e.g. "sandbox-fusd". */
const assetId = (symbol: string): string => `sandbox-${symbol.toLowerCase()}`

/**
 * What the sandbox onramp sells on a devnet: its native ETH and its test tokens, except the
 * spam token (AIRDROP).
 */
export const onrampAssetsOf = (devnet: SandboxDevnet): ReadonlyArray<OnrampAsset> => [
  {
    id: assetId(nativeCurrency.symbol),
    name: nativeCurrency.name,
    symbol: nativeCurrency.symbol,
    decimals: nativeCurrency.decimals,
    address: undefined,
  },
  ...devnet.tokens
    .filter((token) => !token.spam)
    .map((token) => ({
      id: assetId(token.symbol),
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      address: token.address,
    })),
]

/** The asset of `symbol` (case-insensitive) on a devnet, if the onramp sells it there. */
export const findOnrampAsset = (devnet: SandboxDevnet, symbol: string): OnrampAsset | undefined =>
  onrampAssetsOf(devnet).find((asset) => asset.symbol.toLowerCase() === symbol.toLowerCase())

/**
 * The purchase currencies of the sandbox devnets: each asset once, with one network per
 * devnet it is on (contract_address the token's contract or mint, empty for a native
 * currency), each with its logo as a data: URL (the asset's icon from its balances, the
 * devnet's badge). The Solana devnets' come after the EVM devnets': SOL, and FUSD's network
 * beside the EVM FUSD's, named by their CAIP-2 reference as chain id. The native currencies
 * come first, so that the picker's first currency of a network (which it chooses) is its coin.
 */
export const onrampPurchaseCurrencies = (
  devnets: ReadonlyArray<SandboxDevnet>,
  solanaDevnets: ReadonlyArray<OnrampSolanaChain> = [],
): ReadonlyArray<OnrampPurchaseCurrency> => {
  const currencies = new Map<
    string,
    { asset: OnrampAsset | OnrampSolanaAsset; networks: OnrampNetwork[] }
  >()
  const add = (asset: OnrampAsset | OnrampSolanaAsset, network: OnrampNetwork) => {
    const entry = currencies.get(asset.symbol) ?? { asset, networks: [] }
    currencies.set(asset.symbol, entry)
    entry.networks.push(network)
  }
  for (const devnet of devnets) {
    for (const asset of onrampAssetsOf(devnet)) {
      add(asset, {
        name: onrampNetworkName(devnet),
        display_name: devnet.name ?? `Devnet ${devnet.chainId}`,
        chain_id: String(devnet.chainId),
        contract_address: asset.address ?? "",
        icon_url: onrampNetworkIconUrl(devnet),
      })
    }
  }
  for (const devnet of solanaDevnets) {
    for (const asset of onrampSolanaAssetsOf(devnet)) add(asset, onrampSolanaNetwork(devnet, asset))
  }
  const entries = [...currencies.values()]
  return [
    ...entries.filter(({ asset }) => asset.address === undefined),
    ...entries.filter(({ asset }) => asset.address !== undefined),
  ].map(({ asset, networks }) => {
    const icon = onrampCurrencyIconUrl(asset.symbol)
    return {
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      ...(icon === undefined ? {} : { icon_url: icon }),
      networks,
    }
  })
}

/** The devnet an onramp network names: by its name ("foyer-devnet") or chain id ("31337"). */
export const findOnrampDevnet = <D extends SandboxDevnet>(
  devnets: ReadonlyArray<D>,
  network: string,
): D | undefined =>
  devnets.find(
    (devnet) =>
      onrampNetworkName(devnet) === network.toLowerCase() || String(devnet.chainId) === network,
  )
