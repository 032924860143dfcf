import type { MessageCatalogue } from "../../../core"

/** The onramp plugin's messages in Spanish (addressing the visitor with "tú"). */
export default {
  "onramp.title": "Comprar cripto",
  "onramp.action": "Comprar",
  "onramp.loading": "Cargando las monedas que puedes comprar…",
  "onramp.purchaseCurrency.label": "Moneda que compras",
  "onramp.network.label": "Red",
  "onramp.network.current": "Red actual",
  "onramp.paymentCurrency.label": "Pagar en",
  "onramp.paymentMethod.label": "Método de pago",
  "onramp.method.card": "Tarjeta",
  "onramp.method.ach_bank_account": "Cuenta bancaria",
  "onramp.limits": "{method}: de {min} a {max} {currency}",
  "onramp.amount.label": "Importe a pagar",
  "onramp.quote.loading": "Obteniendo una cotización…",
  "onramp.quote.receive": "Recibirás unos {amount} {currency}",
  "onramp.quote.networkFee": "Comisión de red: {amount} {currency}",
  "onramp.quote.total": "Total: {amount} {currency}",
  "onramp.quote.placeholder":
    "Ahora mismo no hay ninguna cotización disponible: los importes que se muestran equivalen al importe que pagas.",
  "onramp.providerFee": "Comisión del proveedor: {range}",
  "onramp.submit": "Comprar",
  "onramp.opening": "Abriendo la ventana de pago…",
  "onramp.waiting":
    "Completa la compra en la ventana de pago. Tus saldos se actualizarán cuando la cierres.",
  "onramp.refreshing": "Actualizando tus saldos…",
  "onramp.finished": "Se ha cerrado la ventana de pago. Tus saldos están actualizados.",
  "onramp.blocked": "Tu navegador ha bloqueado la ventana de pago.",
  "onramp.blocked.link": "Abrir la página de pago",
  "onramp.error.invalidDecimal": "no es un número decimal válido",
  "onramp.error.outOfLimits": "Introduce un importe entre {min} y {max} {currency}.",
  "onramp.error.amountRequired": "Introduce el importe a pagar.",
  "onramp.error.currencyRequired": "Elige la moneda que quieres comprar y su red.",
  "onramp.error.paymentRequired": "Elige cómo quieres pagar.",
  "onramp.error.url": "No se pudo abrir la página de pago: {reason}",
} satisfies MessageCatalogue
