import type { MessageCatalogue } from "../../../core"

/** The send plugin's messages in German (formal address, "Sie", as the kernel's). */
export default {
  "send.title": "Senden",
  "send.action": "Senden",
  "send.selectToken.title": "Token auswählen",
  "send.token.label": "Token",
  "send.token.choose": "Token auswählen",
  "send.token.balance": "Guthaben: {balance} {symbol}",
  "send.max": "Max.",
  "send.network.label": "Netzwerk",
  "send.tokens.empty": "Sie haben in diesem Netzwerk keine Token zum Senden.",
  "send.amount.label": "Betrag",
  "send.receiver.label": "Empfängeradresse",
  "send.receiver.placeholder": "0x…",
  "send.fee.estimating": "Netzwerkgebühr wird geschätzt…",
  "send.fee.value": "Netzwerkgebühr: {fee} {symbol}",
  "send.fee.gas": "Netzwerkgebühr: {gas} Gas",
  "send.fee.failed": "Die Netzwerkgebühr kann nicht geschätzt werden: {reason}",
  "send.submit": "Senden",
  "send.signing": "Bestätigen Sie die Transaktion in Ihrer Wallet",
  "send.confirming": "Warten auf die Bestätigung der Transaktion",
  "send.success": "{amount} {symbol} gesendet",
  "send.error.amountAndReceiverRequired": "Betrag und Empfängeradresse sind erforderlich",
  "send.error.tokenRequired": "Ein Token ist erforderlich",
  "send.error.tokenAddressRequired": "Eine Token-Adresse ist erforderlich.",
  "send.error.invalidDecimal": "keine gültige Dezimalzahl",
  "send.error.tooManyDecimals":
    "{symbol} hat höchstens {decimals, plural, one {# Dezimalstelle} other {# Dezimalstellen}}.",
  "send.error.amountNotPositive": "Der Betrag muss größer als null sein.",
  "send.error.invalidReceiver":
    "Die Empfängeradresse muss aus 0x und 40 Hexadezimalzeichen bestehen.",
  "send.error.invalidAddress": "Die Empfängeradresse ist keine Adresse in diesem Netzwerk.",
  "send.error.cancelled": "Die Transaktion wurde in der Wallet abgebrochen.",
  "send.error.replaced": "Eine andere Transaktion mit derselben Nonce hat diese ersetzt.",
  "send.error.timedOut":
    "Die Transaktion wurde nicht innerhalb von {seconds, plural, one {# Sekunde} other {# Sekunden}} bestätigt. Sie kann später noch bestätigt werden.",
  "send.error.failed": "Die Transaktion ist fehlgeschlagen: {reason}",
  "send.error.notConfirmed":
    "Die Transaktion wurde nicht rechtzeitig bestätigt. Sie kann später noch bestätigt werden.",
  "send.error.text": "{text}",
} satisfies MessageCatalogue
