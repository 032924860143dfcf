import type { MessageCatalogue } from "../../../core"

/**
 * The pay plugin's messages in French (addressing the visitor with "vous"; the typographic
 * apostrophe, which ICU never reads as a quote).
 */
export default {
  "pay.title": "Payer via une plateforme d’échange",
  "pay.summary": "Payer {amount} {symbol} à {recipient} sur {network}",
  "pay.chooseExchange": "Choisissez la plateforme d’échange depuis laquelle payer",
  "pay.exchangeButton": "Payer avec {name}",
  "pay.loading": "Chargement des plateformes d’échange…",
  "pay.loadMore": "Plus de plateformes",
  "pay.noExchange": "Aucune plateforme d’échange n’est disponible pour ce paiement.",
  "pay.loadFailed": "Impossible de charger les plateformes d’échange. Réessayez.",
  "pay.retry": "Réessayer",
  "pay.waiting": "Confirmez le paiement dans la fenêtre {name}.",
  "pay.chooseAnother": "Choisir une autre plateforme",
  "pay.popupBlocked":
    "Le navigateur a bloqué la fenêtre de la plateforme d’échange. Autorisez les fenêtres pop-up pour ce site et réessayez.",
  "pay.failed": "Le paiement a échoué. Aucun montant n’a été débité.",
  "pay.startFailed": "Impossible de lancer le paiement. Réessayez.",
  "pay.timedOut": "La plateforme d’échange n’a pas confirmé le paiement à temps.",
  "pay.success": "Paiement envoyé.",
  "pay.transaction": "Transaction {hash}",
  "pay.noRequest": "Aucun paiement à effectuer.",
  "pay.unsupportedNetwork":
    "Le paiement via une plateforme d’échange ne prend pas en charge le réseau {network}.",
  "pay.invalidRecipient": "L’adresse du destinataire n’est pas valide.",
  "pay.invalidAmount":
    "Le montant doit être supérieur à 0, avec au plus {decimals, plural, one {# décimale} other {# décimales}}.",
  "pay.invalidAsset": "L’actif à payer n’est pas valide.",
} satisfies MessageCatalogue
