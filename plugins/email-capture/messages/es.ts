import type { MessageCatalogue } from "../../../core"

/** The email-capture plugin's messages in Spanish. */
export default {
  "emailCapture.title": "Tu correo electrónico",
  "emailCapture.intro":
    "Si quieres, comparte tu correo electrónico con esta aplicación. Es opcional.",
  "emailCapture.field": "Correo electrónico",
  "emailCapture.continue": "Continuar",
  "emailCapture.skip": "Omitir",
} satisfies MessageCatalogue
