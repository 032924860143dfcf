import type { MessageCatalogue } from "../../../core"

/**
 * The send plugin's messages in French (addressing the visitor with "vous"). A no-break space
 * (\u00a0) keeps a colon on the line of the word before it, as French typography wants; the
 * apostrophe is the typographic one, which ICU never reads as a quote.
 */
export default {
  "send.title": "Envoyer",
  "send.action": "Envoyer",
  "send.selectToken.title": "Sélectionner un jeton",
  "send.token.label": "Jeton",
  "send.token.choose": "Sélectionner un jeton",
  "send.token.balance": "Solde\u00a0: {balance} {symbol}",
  "send.max": "Max",
  "send.network.label": "Réseau",
  "send.tokens.empty": "Vous n’avez aucun jeton à envoyer sur ce réseau.",
  "send.amount.label": "Montant",
  "send.receiver.label": "Adresse du destinataire",
  "send.receiver.placeholder": "0x…",
  "send.fee.estimating": "Estimation des frais de réseau…",
  "send.fee.value": "Frais de réseau\u00a0: {fee} {symbol}",
  "send.fee.gas": "Frais de réseau\u00a0: {gas} gaz",
  "send.fee.failed": "Impossible d’estimer les frais de réseau\u00a0: {reason}",
  "send.submit": "Envoyer",
  "send.signing": "Confirmez la transaction dans votre portefeuille",
  "send.confirming": "En attente de la confirmation de la transaction",
  "send.success": "Vous avez envoyé {amount} {symbol}",
  "send.error.amountAndReceiverRequired": "Un montant et une adresse de destinataire sont requis",
  "send.error.tokenRequired": "Un jeton est requis",
  "send.error.tokenAddressRequired": "L’adresse du jeton est requise.",
  "send.error.invalidDecimal": "nombre décimal non valide",
  "send.error.tooManyDecimals":
    "{symbol} accepte au plus {decimals, plural, one {# décimale} other {# décimales}}.",
  "send.error.amountNotPositive": "Le montant doit être supérieur à zéro.",
  "send.error.invalidReceiver":
    "L’adresse du destinataire doit être composée de 0x suivi de 40 caractères hexadécimaux.",
  "send.error.invalidAddress": "L’adresse du destinataire n’est pas une adresse de ce réseau.",
  "send.error.cancelled": "La transaction a été annulée dans le portefeuille.",
  "send.error.replaced": "Une autre transaction avec le même nonce a remplacé celle-ci.",
  "send.error.timedOut":
    "La transaction n’a pas été confirmée dans un délai de {seconds, plural, one {# seconde} other {# secondes}}. Elle peut encore l’être plus tard.",
  "send.error.failed": "La transaction a échoué\u00a0: {reason}",
  "send.error.notConfirmed":
    "La transaction n’a pas été confirmée à temps. Elle peut encore l’être plus tard.",
  "send.error.text": "{text}",
} satisfies MessageCatalogue
