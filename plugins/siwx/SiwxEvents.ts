/** Which account and network a sign-in event is about. */
export interface SiwxEventTarget {
  /** The connected address asked to sign in. */
  readonly address: string
  /** The CAIP-2 id of the network the session is for. */
  readonly caipNetworkId: string
}

// The sign-in plugin's events join the kit's typed events (spec 7 analytics names).
declare module "foyer-kit/core" {
  interface FoyerEvents {
    /** A signed message was verified and its session stored. */
    readonly SIWX_AUTH_SUCCESS: SiwxEventTarget
    /** Signing or verifying failed; `message` says why (for the developer, not the visitor). */
    readonly SIWX_AUTH_ERROR: SiwxEventTarget & { readonly message: string }
    /** The visitor cancelled the sign-in; `required` tells whether sign-in was required. */
    readonly CLICK_CANCEL_SIWX: SiwxEventTarget & { readonly required: boolean }
  }
}
