/** Where a connect attempt is, for the ConnectingExternal view. */
export type ConnectAttempt =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Connecting"; readonly connectorId: string }
  | { readonly _tag: "Rejected"; readonly connectorId: string; readonly message: string }
  | { readonly _tag: "Failed"; readonly connectorId: string; readonly message: string }
