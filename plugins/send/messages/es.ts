import type { MessageCatalogue } from "../../../core"

/** The send plugin's messages in Spanish (addressing the visitor with "tú"). */
export default {
  "send.title": "Enviar",
  "send.action": "Enviar",
  "send.selectToken.title": "Seleccionar token",
  "send.token.label": "Token",
  "send.token.choose": "Seleccionar token",
  "send.token.balance": "Saldo: {balance} {symbol}",
  "send.max": "Máx.",
  "send.network.label": "Red",
  "send.tokens.empty": "No tienes tokens para enviar en esta red.",
  "send.amount.label": "Importe",
  "send.receiver.label": "Dirección del destinatario",
  "send.receiver.placeholder": "0x…",
  "send.fee.estimating": "Calculando la comisión de red…",
  "send.fee.value": "Comisión de red: {fee} {symbol}",
  "send.fee.gas": "Comisión de red: {gas} de gas",
  "send.fee.failed": "No se puede estimar la comisión de red: {reason}",
  "send.submit": "Enviar",
  "send.signing": "Confirma la transacción en tu billetera",
  "send.confirming": "Esperando la confirmación de la transacción",
  "send.success": "Has enviado {amount} {symbol}",
  "send.error.amountAndReceiverRequired": "Se requieren un importe y una dirección de destinatario",
  "send.error.tokenRequired": "Se requiere un token",
  "send.error.tokenAddressRequired": "Se requiere la dirección del token.",
  "send.error.invalidDecimal": "no es un número decimal válido",
  "send.error.tooManyDecimals":
    "{symbol} admite como máximo {decimals, plural, one {# decimal} other {# decimales}}.",
  "send.error.amountNotPositive": "El importe debe ser mayor que cero.",
  "send.error.invalidReceiver":
    "La dirección del destinatario debe ser 0x seguido de 40 caracteres hexadecimales.",
  "send.error.invalidAddress": "La dirección del destinatario no es una dirección de esta red.",
  "send.error.cancelled": "La transacción se canceló en la billetera.",
  "send.error.replaced": "Otra transacción con el mismo nonce ha reemplazado a esta.",
  "send.error.timedOut":
    "La transacción no se confirmó en {seconds, plural, one {# segundo} other {# segundos}}. Es posible que se confirme más tarde.",
  "send.error.failed": "La transacción ha fallado: {reason}",
  "send.error.notConfirmed":
    "La transacción no se confirmó a tiempo. Es posible que se confirme más tarde.",
  "send.error.text": "{text}",
} satisfies MessageCatalogue
