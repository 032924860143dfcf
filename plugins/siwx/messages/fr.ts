import type { MessageCatalogue } from "../../../core"

/**
 * The sign-in plugin's messages in French (addressing the visitor with "vous"; a no-break
 * space before a colon, the typographic apostrophe).
 */
export default {
  "siwx.title": "Se connecter",
  "siwx.intro":
    "{app} vous demande de signer un message pour prouver que vous êtes propriétaire de ce compte.",
  "siwx.thisSite": "Ce site",
  "siwx.free": "La signature est gratuite\u00a0: aucune transaction n’est envoyée.",
  "siwx.sign": "Signer",
  "siwx.signing": "Signez le message dans votre portefeuille…",
  "siwx.cancel": "Annuler",
  "siwx.errorSigningMessage": "Erreur lors de la signature du message",
  "error.siwxNotEnabled": "SIWX n’est pas activé",
} satisfies MessageCatalogue
