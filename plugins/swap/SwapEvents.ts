/** What the swap events tell the host page about a swap. */
export interface SwapEventPayload {
  /** The symbols of the token given and the token received. */
  readonly fromToken: string
  readonly toToken: string
  /** Their CAIP-10 addresses. */
  readonly fromTokenAddress: string
  readonly toTokenAddress: string
  /** The amount given, as the visitor typed it, in whole tokens. */
  readonly amount: string
  /** The CAIP-2 id of the network the swap is on. */
  readonly caipNetworkId: string
}

// The swap plugin's events join the kit's typed events, named as the send events are:
// SWAP_INITIATED before the wallet is asked, SWAP_SUCCESS once the swap succeeded on chain,
// SWAP_ERROR when it did not go through (with the message shown).
declare module "foyer-kit/core" {
  interface FoyerEvents {
    readonly SWAP_INITIATED: SwapEventPayload
    readonly SWAP_SUCCESS: SwapEventPayload & { readonly hash: string; readonly toAmount: string }
    readonly SWAP_ERROR: SwapEventPayload & { readonly message: string }
  }
}
