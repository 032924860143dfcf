import type { MessageCatalogue } from "../../../core"

/** The email-capture plugin's messages in French. */
export default {
  "emailCapture.title": "Votre e-mail",
  "emailCapture.intro":
    "Si vous le souhaitez, communiquez votre adresse e-mail à cette application. C’est facultatif.",
  "emailCapture.field": "Adresse e-mail",
  "emailCapture.continue": "Continuer",
  "emailCapture.skip": "Passer",
} satisfies MessageCatalogue
