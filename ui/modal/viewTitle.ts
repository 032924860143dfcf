import type { View } from "../../core/state/ViewName"

const titles: Readonly<Record<string, string>> = {
  Connect: "Connect Wallet",
  Account: "Account",
  AllWallets: "All Wallets",
  ConnectingWalletConnect: "WalletConnect",
  ConnectingWalletConnectBasic: "Connect Wallet",
  ConnectingExternal: "Connecting",
  ConnectingMultiChain: "Select Chain",
  ProfileWallets: "Wallets",
  SwitchActiveChain: "Switch Chain",
  UnsupportedChain: "Unsupported Network",
  UsageExceeded: "Usage Limit Reached",
}

/** "RegisterAccountName" → "Register Account Name", for views without a title of their own. */
const humanize = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase())

/** The modal's title for `view`; it names the dialog. */
export const viewTitle = (view: View): string => {
  if (view.name === "SwitchNetwork") {
    return view.data === undefined ? "Select Network" : "Switch Network"
  }
  return titles[view.name] ?? humanize(view.name)
}
