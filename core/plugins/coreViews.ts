import type { ViewName } from "../state/ViewName"

/**
 * The views the kernel itself provides (spec 2). Every other view exists only when an
 * enabled plugin contributes it: ConnectingSocial, ConnectingFarcaster, EmailLogin,
 * UpdateEmailWallet and ApproveTransaction (embedded wallet), SIWXSignMessage (siwx),
 * DataCapture (email capture), RegisterAccountName and RegisterAccountNameSuccess (names).
 */
export const coreViews = [
  "Connect",
  "Account",
  "AllWallets",
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
  "ConnectingExternal",
  "ConnectingMultiChain",
  "ProfileWallets",
  "SwitchNetwork",
  "SwitchActiveChain",
  "UnsupportedChain",
  "UsageExceeded",
] as const satisfies ReadonlyArray<ViewName>

/** A view the kernel provides. */
export type CoreView = (typeof coreViews)[number]
