import type { MessageCatalogue } from "../../../core"

/** The multi-wallet plugin's messages in Spanish. */
export default {
  "view.ProfileWallets.title": "Billeteras",
  "multiWallet.action": "Billeteras",
  "multiWallet.current": "Actual",
  "multiWallet.active": "Activa",
  "multiWallet.switch": "Cambiar",
  "multiWallet.switchTo": "Cambiar a {wallet} {address}",
  "multiWallet.disconnect": "Desconectar {wallet} {address}",
  "multiWallet.add": "Añadir billetera",
  "multiWallet.none": "No hay ninguna billetera conectada.",
  "multiWallet.nowCurrent": "{wallet} es ahora la billetera actual.",
  "multiWallet.disconnected": "{wallet} está desconectada.",
  "multiWallet.recent": "Recientes",
  "multiWallet.recentIn": "Billeteras recientes ({family})",
  "multiWallet.connect": "Conectar",
  "multiWallet.connectTo": "Conectar {wallet} {address}",
  "multiWallet.notInstalled": "No instalada",
  "multiWallet.connected": "{wallet} está conectada.",
} satisfies MessageCatalogue
