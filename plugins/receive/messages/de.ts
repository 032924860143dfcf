import type { MessageCatalogue } from "../../../core"

/** The receive plugin's messages in German. */
export default {
  "receive.title": "Empfangen",
  "receive.action": "Empfangen",
  "receive.onNetwork": "Ihre Adresse im Netzwerk {network}",
  "receive.unknownNetwork": "Unbekanntes Netzwerk",
  "receive.qrCode": "QR-Code Ihrer Adresse",
  "receive.copy": "Adresse kopieren",
  "receive.copied": "Adresse kopiert",
  "receive.copyFailed": "Die Adresse konnte nicht kopiert werden",
  "receive.networks.title": "Unterstützte Netzwerke",
  "receive.networks.notice": "Nur diese Netzwerke werden unterstützt.",
  "receive.noAccount": "Verbinden Sie eine Wallet, um Ihre Empfangsadresse zu sehen.",
  "receive.connect": "Wallet verbinden",
} satisfies MessageCatalogue
