import type { MessageCatalogue } from "../../../core"

/** The activity plugin's messages in Spanish; dates are written in Spanish. */
export default {
  "activity.title": "Actividad",
  "activity.action": "Actividad",
  "activity.locale": "es",
  "activity.loading": "Cargando actividad…",
  "activity.loadingMore": "Cargando más actividad…",
  "activity.loadMore": "Cargar más",
  "activity.empty": "Aún no hay actividad en {network}.",
  "activity.end": "No hay más actividad en {network}.",
  "activity.noAccount": "Conecta una billetera para ver su actividad.",
  "activity.unsupported": "La actividad no está disponible en {network}.",
  "activity.kind.sent": "Enviado",
  "activity.kind.received": "Recibido",
  "activity.kind.self": "Enviado a ti mismo",
  "activity.kind.swapped": "Intercambiado",
  "activity.kind.other": "Interacción con contrato",
  "activity.to": "A {address}",
  "activity.from": "De {address}",
  "activity.with": "Con {address}",
  "activity.amount": "{amount} {symbol}",
  "activity.failed": "Fallida",
  "error.failedToFetchTransactions": "No se pudieron obtener las transacciones",
} satisfies MessageCatalogue
