/** What SEND_INITIATED and SEND_SUCCESS tell the host page about a send (spec 7 analytics). */
export interface SendEventPayload {
  /** The token's symbol. */
  readonly token: string
  /** The ERC-20 contract; absent for the native currency. */
  readonly tokenAddress?: string
  /** The amount as the visitor typed it, in whole tokens. */
  readonly amount: string
  /** The CAIP-2 id of the network the send is on. */
  readonly caipNetworkId: string
}

// The send plugin's events join the kit's typed events (spec 7: SEND_INITIATED before the
// wallet is asked, SEND_SUCCESS once the transaction succeeded on chain).
declare module "foyer-kit/core" {
  interface FoyerEvents {
    readonly SEND_INITIATED: SendEventPayload
    readonly SEND_SUCCESS: SendEventPayload & { readonly hash: string }
  }
}
