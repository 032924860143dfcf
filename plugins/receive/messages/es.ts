import type { MessageCatalogue } from "../../../core"

/** The receive plugin's messages in Spanish. */
export default {
  "receive.title": "Recibir",
  "receive.action": "Recibir",
  "receive.onNetwork": "Tu dirección en {network}",
  "receive.unknownNetwork": "Red desconocida",
  "receive.qrCode": "Código QR de tu dirección",
  "receive.copy": "Copiar dirección",
  "receive.copied": "Dirección copiada",
  "receive.copyFailed": "No se pudo copiar la dirección",
  "receive.networks.title": "Redes compatibles",
  "receive.networks.notice": "Solo se admiten estas redes.",
  "receive.noAccount": "Conecta una billetera para ver tu dirección de recepción.",
  "receive.connect": "Conectar billetera",
} satisfies MessageCatalogue
