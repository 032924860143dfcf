import type { MessageCatalogue } from "../../../core"

/**
 * The pay plugin's messages in Spanish (addressing the visitor with "tú"; an exchange is "un
 * exchange", as Spanish-speaking crypto users say).
 */
export default {
  "pay.title": "Pagar con un exchange",
  "pay.summary": "Pagar {amount} {symbol} a {recipient} en {network}",
  "pay.chooseExchange": "Elige el exchange desde el que pagar",
  "pay.exchangeButton": "Pagar con {name}",
  "pay.loading": "Cargando exchanges…",
  "pay.loadMore": "Más exchanges",
  "pay.noExchange": "No hay ningún exchange disponible para este pago.",
  "pay.loadFailed": "No se pudieron cargar los exchanges. Inténtalo de nuevo.",
  "pay.retry": "Reintentar",
  "pay.waiting": "Confirma el pago en la ventana de {name}.",
  "pay.chooseAnother": "Elegir otro exchange",
  "pay.popupBlocked":
    "El navegador bloqueó la ventana del exchange. Permite las ventanas emergentes en este sitio e inténtalo de nuevo.",
  "pay.failed": "El pago ha fallado. No se ha pagado nada.",
  "pay.startFailed": "No se pudo iniciar el pago. Inténtalo de nuevo.",
  "pay.timedOut": "El exchange no confirmó el pago a tiempo.",
  "pay.success": "Pago enviado.",
  "pay.transaction": "Transacción {hash}",
  "pay.noRequest": "No hay ningún pago que realizar.",
  "pay.unsupportedNetwork": "Pagar con un exchange no es compatible con la red {network}.",
  "pay.invalidRecipient": "La dirección del destinatario no es válida.",
  "pay.invalidAmount":
    "El importe debe ser mayor que 0 y tener como máximo {decimals, plural, one {# decimal} other {# decimales}}.",
  "pay.invalidAsset": "El activo a pagar no es válido.",
} satisfies MessageCatalogue
