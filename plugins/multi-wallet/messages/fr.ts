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
} satisfies MessageCatalogue
