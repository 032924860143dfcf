/** Where a network switch is, for the SwitchNetwork view. */
export type SwitchAttempt =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Switching"; readonly caipNetworkId: string }
  | { readonly _tag: "Rejected"; readonly caipNetworkId: string; readonly message: string }
  | { readonly _tag: "Failed"; readonly caipNetworkId: string; readonly message: string }
