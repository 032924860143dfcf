import type { MessageCatalogue } from "../../../core"

/**
 * The onramp plugin's messages in French (addressing the visitor with "vous"; a no-break
 * space before a colon, the typographic apostrophe).
 */
export default {
  "onramp.title": "Acheter des cryptos",
  "onramp.action": "Acheter",
  "onramp.loading": "Chargement des devises disponibles à l’achat…",
  "onramp.purchaseCurrency.label": "Devise à acheter",
  "onramp.network.label": "Réseau",
  "onramp.network.current": "Réseau actuel",
  "onramp.paymentCurrency.label": "Payer en",
  "onramp.paymentMethod.label": "Moyen de paiement",
  "onramp.method.card": "Carte",
  "onramp.method.ach_bank_account": "Compte bancaire",
  "onramp.limits": "{method}\u00a0: de {min} à {max} {currency}",
  "onramp.amount.label": "Montant à payer",
  "onramp.quote.loading": "Obtention d’un devis…",
  "onramp.quote.receive": "Vous recevez environ {amount} {currency}",
  "onramp.quote.networkFee": "Frais de réseau\u00a0: {amount} {currency}",
  "onramp.quote.total": "Total\u00a0: {amount} {currency}",
  "onramp.quote.placeholder":
    "Aucun devis n’est disponible pour le moment\u00a0: les montants affichés correspondent au montant que vous payez.",
  "onramp.providerFee": "Frais du fournisseur\u00a0: {range}",
  "onramp.submit": "Acheter",
  "onramp.opening": "Ouverture de la fenêtre de paiement…",
  "onramp.waiting":
    "Finalisez votre achat dans la fenêtre de paiement. Vos soldes seront mis à jour à sa fermeture.",
  "onramp.refreshing": "Mise à jour de vos soldes…",
  "onramp.finished": "La fenêtre de paiement a été fermée. Vos soldes sont à jour.",
  "onramp.blocked": "Votre navigateur a bloqué la fenêtre de paiement.",
  "onramp.blocked.link": "Ouvrir la page de paiement",
  "onramp.error.invalidDecimal": "nombre décimal non valide",
  "onramp.error.outOfLimits": "Saisissez un montant compris entre {min} et {max} {currency}.",
  "onramp.error.amountRequired": "Saisissez le montant à payer.",
  "onramp.error.currencyRequired": "Choisissez la devise à acheter et son réseau.",
  "onramp.error.paymentRequired": "Choisissez un moyen de paiement.",
  "onramp.error.url": "Impossible d’ouvrir la page de paiement\u00a0: {reason}",
} satisfies MessageCatalogue
