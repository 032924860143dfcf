import type { MessageCatalogue } from "../../../core"

/** The multi-wallet plugin's messages in German. */
export default {
  "view.ProfileWallets.title": "Wallets",
  "multiWallet.action": "Wallets",
  "multiWallet.current": "Aktuell",
  "multiWallet.active": "Aktiv",
  "multiWallet.switch": "Wechseln",
  "multiWallet.switchTo": "Zu {wallet} {address} wechseln",
  "multiWallet.disconnect": "{wallet} {address} trennen",
  "multiWallet.add": "Wallet hinzufügen",
  "multiWallet.none": "Keine Wallet verbunden.",
  "multiWallet.nowCurrent": "{wallet} ist jetzt die aktuelle Wallet.",
  "multiWallet.disconnected": "{wallet} ist getrennt.",
  "multiWallet.recent": "Zuletzt genutzt",
  "multiWallet.recentIn": "Zuletzt genutzte Wallets ({family})",
  "multiWallet.connect": "Verbinden",
  "multiWallet.connectTo": "{wallet} {address} verbinden",
  "multiWallet.notInstalled": "Nicht installiert",
  "multiWallet.connected": "{wallet} ist verbunden.",
} satisfies MessageCatalogue
