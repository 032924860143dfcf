import type { MessageCatalogue } from "../../../core"

/** The embedded wallet's messages in French. */
export default {
  "error.emailCooldown": "Veuillez réessayer dans {n, plural, one {# seconde} other {# secondes}}",
  "error.untrustedOrigin": "Origine non fiable",
  "error.frameError": "Une erreur est survenue",
  "error.rpcAborted": "La requête RPC a été interrompue",
  "error.emailLoginDependencyFailed": "Impossible de charger le module de connexion par e-mail",
  "error.frameNotSet": "Le cadre sécurisé n’est pas défini.",
  "error.frameParentNotSet": "La fenêtre parente du cadre sécurisé n’est pas définie.",
} satisfies MessageCatalogue
