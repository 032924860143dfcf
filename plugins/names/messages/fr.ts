import type { MessageCatalogue } from "../../../core"

/** The names plugin's messages in French. */
export default {
  "names.title": "Choisir un nom",
  "names.successTitle": "Nom enregistré",
  "names.action": "Choisir un nom",
  "names.field": "Nom",
  "names.hint": "Lettres, chiffres et tirets, 4 caractères minimum.",
  "names.invalid":
    "Utilisez uniquement des lettres, des chiffres et des tirets, 4 caractères minimum.",
  "names.checking": "Vérification de {name}…",
  "names.available": "{name} est disponible.",
  "names.taken": "{name} est déjà pris.",
  "names.suggestions": "Autres noms disponibles",
  "names.register": "Enregistrer {name}",
  "names.loading": "Préparation de l’enregistrement…",
  "names.signing": "Signez le message dans votre portefeuille…",
  "names.submitting": "Enregistrement de {name}…",
  "names.unsupported": "Les noms ne sont pas disponibles sur {network}.",
  "names.noAccount": "Connectez un portefeuille pour choisir un nom.",
  "names.success": "{name} est désormais le nom de ce compte.",
  "names.done": "Retour au compte",
  "error.errorResolvingName": "Erreur lors de la résolution du nom",
  "error.errorFetchingNameSuggestions": "Erreur lors de la récupération des suggestions de noms",
  "error.errorFetchingNamesForAddress": "Erreur lors de la récupération des noms de l’adresse",
  "error.errorRegisteringName": "Erreur lors de l’enregistrement du nom {name}",
} satisfies MessageCatalogue
