import type { HistoryTransaction } from "../../core/api/generated/schemas"
import type { OperationHandler } from "../api/OperationHandler"
import { readAccountAddress } from "../api/parseAccountAddress"
import { iconDataUrl } from "../api/sandboxAssets"
import type { OnrampOrder, OnrampOrders } from "./OnrampOrders"

/** The application a purchase names in history. */
export const onrampApplicationName = "Foyer sandbox onramp"

/**
 * A delivered order as a history transaction: operation "buy", confirmed, from the treasury
 * to the buyer, one transfer in of the asset bought, valued at the price it was sold at. Its
 * id is the on-chain history's id of the delivery (`<caip2>:<hash>`), so a list that holds
 * both counts it once.
 */
export const onrampHistoryTransaction = (
  order: OnrampOrder & { readonly delivery: NonNullable<OnrampOrder["delivery"]> },
): HistoryTransaction => {
  const icon = iconDataUrl(order.asset.symbol)
  return {
    id: `${order.caipNetworkId}:${order.delivery.hash}`,
    metadata: {
      operationType: "buy",
      hash: order.delivery.hash,
      minedAt: order.delivery.minedAt,
      sentFrom: order.delivery.from,
      sentTo: order.destination,
      status: "confirmed",
      nonce: order.delivery.nonce,
      application: { name: onrampApplicationName, iconUrl: null },
      chain: order.caipNetworkId,
    },
    transfers: [
      {
        fungible_info: {
          name: order.asset.name,
          symbol: order.asset.symbol,
          icon: icon === undefined ? null : { url: icon },
        },
        nft_info: null,
        direction: "in",
        quantity: { numeric: order.purchaseAmount },
        value: Number(order.purchaseAmount) * order.priceUsd,
        price: order.priceUsd,
      },
    ],
  }
}

/**
 * The history handler with the sandbox onramp's purchases: `onramp=coinbase` lists the
 * account's delivered orders (EVM or Solana) on the network asked for, newest first, on one
 * page (declined and undelivered orders made no transaction: they are not history).
 * Everything else, and the checks of the request, is `base`'s.
 */
export const withOnrampHistory =
  (base: OperationHandler<"getHistory">, orders: OnrampOrders): OperationHandler<"getHistory"> =>
  async (request, context) => {
    const answer = await base(request, context)
    if (answer._tag !== "Ok" || request.query.get("onramp") !== "coinbase") return answer
    // The onramp delivers to EVM and Solana accounts (an order's destination as its chain
    // writes it: checksummed 0x, or base58).
    const account = readAccountAddress(request.params.address ?? "")
    if (account._tag !== "Evm" && account._tag !== "Solana") return answer
    const network = request.query.get("chainId") ?? account.caipNetworkId
    if (network === undefined) return answer
    const data = orders.deliveredTo(network, account.address).flatMap((order) => {
      const { delivery } = order
      return delivery === undefined ? [] : [onrampHistoryTransaction({ ...order, delivery })]
    })
    return { _tag: "Ok", body: { data, next: null } }
  }
