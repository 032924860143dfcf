import type { OnrampDeliveryRecord } from "./onrampChains"

/** How an order ended: paid and delivered on chain, declined by the card, or not delivered. */
export type OnrampOrderStatus = "completed" | "declined" | "failed"

/** One purchase made on the sandbox onramp page. */
export interface OnrampOrder {
  /** "sandbox-order-<n>", in the order they were made. */
  readonly id: string
  readonly status: OnrampOrderStatus
  /** ISO 8601 time the visitor paid. */
  readonly createdAt: string
  /** The CAIP-2 id of the devnet it is delivered on (`eip155:<chainId>`, `solana:<ref>`). */
  readonly caipNetworkId: string
  readonly partnerUserId: string
  /** The buyer's address as its chain writes it (EVM checksummed, Solana base58). */
  readonly destination: string
  readonly asset: {
    readonly symbol: string
    readonly name: string
    /** The token's contract (EVM) or mint (Solana); undefined for the native currency. */
    readonly address: string | undefined
  }
  /** The USD price it was sold at. */
  readonly priceUsd: number
  /** Fiat amounts, decimal text with two decimals, in `paymentCurrency`. */
  readonly paymentCurrency: string
  readonly paymentSubtotal: string
  readonly networkFee: string
  readonly paymentTotal: string
  /** The asset bought, decimal text. */
  readonly purchaseAmount: string
  /** The delivery, once mined (completed orders only). */
  readonly delivery?: OnrampDeliveryRecord
  /** Why a declined or failed order did not complete, as the page showed it. */
  readonly failure?: string
}

/** Whether two addresses are one: an EVM one in any letter case, any other (base58) as written. */
const sameAddress = (a: string, b: string): boolean =>
  a.startsWith("0x") ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * How many orders the onramp keeps: a declined card records one and leaves its link open, so
 * the oldest go first once there are this many (an order's fields are bounded).
 */
export const maxOnrampOrders = 10_000

/** The sandbox onramp's orders, kept in memory for as long as the sandbox runs (the latest `capacity`). */
export interface OnrampOrders {
  /** Records an order (its id given here) and returns it. */
  readonly add: (order: Omit<OnrampOrder, "id">) => OnrampOrder
  /** Every order, oldest first. */
  readonly list: () => ReadonlyArray<OnrampOrder>
  /** The completed orders delivered to `address` on a devnet, newest first. */
  readonly deliveredTo: (caipNetworkId: string, address: string) => ReadonlyArray<OnrampOrder>
}

/** An empty order book, keeping at most `capacity` (default {@link maxOnrampOrders}). */
export const makeOnrampOrders = (options: { readonly capacity?: number } = {}): OnrampOrders => {
  const capacity = options.capacity ?? maxOnrampOrders
  let orders: OnrampOrder[] = []
  let made = 0
  return {
    add: (order) => {
      made += 1
      const recorded = { id: `sandbox-order-${made}`, ...order }
      orders.push(recorded)
      if (orders.length > capacity) orders = orders.slice(-capacity)
      return recorded
    },
    list: () => [...orders],
    deliveredTo: (caipNetworkId, address) =>
      orders
        .filter(
          (order) =>
            order.status === "completed" &&
            order.caipNetworkId === caipNetworkId &&
            sameAddress(order.destination, address),
        )
        .reverse(),
  }
}
