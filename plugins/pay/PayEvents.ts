/** What the pay events tell the host page about a payment. */
export interface PayEventPayload {
  /** The exchange the visitor chose. */
  readonly exchangeId: string
  /** CAIP-19 id of the asset paid. */
  readonly asset: string
  /** The amount in whole units. */
  readonly amount: string
  /** CAIP-10 id of the recipient. */
  readonly recipient: string
}

// The pay plugin's events join the kit's typed events: PAY_EXCHANGE_SELECTED when the visitor
// picks an exchange, PAY_SUCCESS once the exchange reports the payment made, PAY_ERROR when
// it failed, was cancelled or could not start (the message is the one the view shows).
declare module "foyer-kit/core" {
  interface FoyerEvents {
    readonly PAY_EXCHANGE_SELECTED: PayEventPayload
    readonly PAY_SUCCESS: PayEventPayload & { readonly txHash?: string }
    readonly PAY_ERROR: PayEventPayload & { readonly message: string }
  }
}
