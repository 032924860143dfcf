import type { MessageCatalogue } from "../../../core"

/**
 * The multi-wallet plugin's English messages. The spec names the view (ProfileWallets), the
 * per-connector statuses (connected is current, active is connected but not current), the
 * recent connections (spec 3 `recentConnections`) and the chain families' display names (the
 * kernel's `chain.*` messages, used as the list's headings); the other sentences are ours and
 * end with a period. The title keeps the kernel's id for
 * the view, `view.ProfileWallets.title`, which moved here with the view.
 */
export const en = {
  "view.ProfileWallets.title": "Wallets",
  "multiWallet.action": "Wallets",
  "multiWallet.current": "Current",
  "multiWallet.active": "Active",
  "multiWallet.switch": "Switch",
  "multiWallet.switchTo": "Switch to {wallet} {address}",
  "multiWallet.disconnect": "Disconnect {wallet} {address}",
  "multiWallet.add": "Add wallet",
  "multiWallet.none": "No wallet is connected.",
  "multiWallet.nowCurrent": "{wallet} is now the current wallet.",
  "multiWallet.disconnected": "{wallet} is disconnected.",
  "multiWallet.recent": "Recent",
  "multiWallet.recentIn": "Recent wallets ({family})",
  "multiWallet.connect": "Connect",
  "multiWallet.connectTo": "Connect {wallet} {address}",
  "multiWallet.notInstalled": "Not installed",
  "multiWallet.connected": "{wallet} is connected.",
} as const satisfies MessageCatalogue

/** The id of one of the multi-wallet plugin's messages. */
export type MultiWalletMessageId = keyof typeof en
