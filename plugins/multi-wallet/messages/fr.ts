import type { MessageCatalogue } from "../../../core"

/** The multi-wallet plugin's messages in French. */
export default {
  "view.ProfileWallets.title": "Portefeuilles",
  "multiWallet.action": "Portefeuilles",
  "multiWallet.current": "Actuel",
  "multiWallet.active": "Actif",
  "multiWallet.switch": "Basculer",
  "multiWallet.switchTo": "Basculer vers {wallet} {address}",
  "multiWallet.disconnect": "Déconnecter {wallet} {address}",
  "multiWallet.add": "Ajouter un portefeuille",
  "multiWallet.none": "Aucun portefeuille n’est connecté.",
  "multiWallet.nowCurrent": "{wallet} est maintenant le portefeuille actuel.",
  "multiWallet.disconnected": "{wallet} est déconnecté.",
  "multiWallet.recent": "Récents",
  "multiWallet.recentIn": "Portefeuilles récents ({family})",
  "multiWallet.connect": "Connecter",
  "multiWallet.connectTo": "Connecter {wallet} {address}",
  "multiWallet.notInstalled": "Non installé",
  "multiWallet.connected": "{wallet} est connecté.",
} satisfies MessageCatalogue
