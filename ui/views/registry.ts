import type { ComponentType } from "react"
import type { CoreView } from "../../core"
import type { FoyerViewProps } from "./FoyerViewProps"

/** A view's code, loaded when the view is first shown. */
export type ViewModuleLoader = () => Promise<{ readonly default: ComponentType<FoyerViewProps> }>

/**
 * The core views the UI draws, each its own lazy chunk. The network list has no view name in
 * spec 2: it is the SwitchNetwork view opened without a target network. Connect is not here: it
 * is part of the light entry (ui/shell/ConnectWallets), so the frame after the click lists the
 * wallets (issue 14).
 */
export const coreViewLoaders: Readonly<Partial<Record<CoreView, ViewModuleLoader>>> = {
  AllWallets: () => import("./AllWallets"),
  ConnectingWalletConnect: () => import("./ConnectingWalletConnect"),
  ConnectingWalletConnectBasic: () => import("./ConnectingWalletConnectBasic"),
  ConnectingExternal: () => import("./ConnectingExternal"),
  ConnectingMultiChain: () => import("./ConnectingMultiChain"),
  Account: () => import("./Account"),
  SwitchNetwork: () => import("./SwitchNetwork"),
  SwitchActiveChain: () => import("./SwitchActiveChain"),
  UnsupportedChain: () => import("./UnsupportedChain"),
  UsageExceeded: () => import("./UsageExceeded"),
}
