import type { MessageCatalogue } from "../../../core"

/** The receive plugin's messages in French. */
export default {
  "receive.title": "Recevoir",
  "receive.action": "Recevoir",
  "receive.onNetwork": "Votre adresse sur {network}",
  "receive.unknownNetwork": "Réseau inconnu",
  "receive.qrCode": "Code QR de votre adresse",
  "receive.copy": "Copier l’adresse",
  "receive.copied": "Adresse copiée",
  "receive.copyFailed": "Impossible de copier l’adresse",
  "receive.networks.title": "Réseaux pris en charge",
  "receive.networks.notice": "Seuls ces réseaux sont pris en charge.",
  "receive.noAccount": "Connectez un portefeuille pour voir votre adresse de réception.",
  "receive.connect": "Connecter un portefeuille",
} satisfies MessageCatalogue
