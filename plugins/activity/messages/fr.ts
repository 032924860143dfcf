import type { MessageCatalogue } from "../../../core"

/** The activity plugin's messages in French; dates are written in French. */
export default {
  "activity.title": "Activité",
  "activity.action": "Activité",
  "activity.locale": "fr",
  "activity.loading": "Chargement de l’activité…",
  "activity.loadingMore": "Chargement de la suite…",
  "activity.loadMore": "Afficher plus",
  "activity.empty": "Aucune activité pour l’instant sur {network}.",
  "activity.end": "Vous avez vu toute l’activité sur {network}.",
  "activity.noAccount": "Connectez un portefeuille pour voir son activité.",
  "activity.unsupported": "L’activité n’est pas disponible sur {network}.",
  "activity.kind.sent": "Envoyé",
  "activity.kind.received": "Reçu",
  "activity.kind.self": "Envoyé à vous-même",
  "activity.kind.swapped": "Échangé",
  "activity.kind.other": "Interaction avec un contrat",
  "activity.to": "À {address}",
  "activity.from": "De {address}",
  "activity.with": "Avec {address}",
  "activity.amount": "{amount} {symbol}",
  "activity.failed": "Échec",
  "error.failedToFetchTransactions": "Impossible de récupérer les transactions",
} satisfies MessageCatalogue
