import type { ApiSchemas } from "../../core"

type PurchaseCurrency = ApiSchemas.OnrampPurchaseCurrency
type PurchaseNetwork = ApiSchemas.OnrampNetwork

/** Whether a currency can be delivered on chain `chainId` (a CAIP-2 reference, as the options say). */
const deliveredOn = (currency: PurchaseCurrency, chainId: string | undefined): boolean =>
  currency.networks.some((network) => network.chain_id === chainId)

/**
 * The purchase currencies in the order the picker offers them: those the active network
 * (chain id `chainId`) delivers first, then the rest, each group in the provider's order.
 * @example
 * purchaseCurrencyOrder(options.purchaseCurrencies, "31337") // the devnet's currencies first
 */
export const purchaseCurrencyOrder = (
  currencies: ReadonlyArray<PurchaseCurrency>,
  chainId: string | undefined,
): ReadonlyArray<PurchaseCurrency> => [
  ...currencies.filter((currency) => deliveredOn(currency, chainId)),
  ...currencies.filter((currency) => !deliveredOn(currency, chainId)),
]

/**
 * A currency's networks in the order the picker offers them: the active network first.
 * @example
 * purchaseNetworkOrder(eth, "8453")[0]?.display_name // "Base"
 */
export const purchaseNetworkOrder = (
  currency: PurchaseCurrency,
  chainId: string | undefined,
): ReadonlyArray<PurchaseNetwork> => [
  ...currency.networks.filter((network) => network.chain_id === chainId),
  ...currency.networks.filter((network) => network.chain_id !== chainId),
]
