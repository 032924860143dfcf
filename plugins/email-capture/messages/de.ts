import type { MessageCatalogue } from "../../../core"

/** The email-capture plugin's messages in German. */
export default {
  "emailCapture.title": "Ihre E-Mail",
  "emailCapture.intro":
    "Wenn Sie möchten, können Sie dieser App Ihre E-Mail-Adresse mitteilen. Das ist freiwillig.",
  "emailCapture.field": "E-Mail-Adresse",
  "emailCapture.continue": "Weiter",
  "emailCapture.skip": "Überspringen",
} satisfies MessageCatalogue
