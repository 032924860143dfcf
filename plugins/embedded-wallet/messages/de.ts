import type { MessageCatalogue } from "../../../core"

/** The embedded wallet's messages in German. */
export default {
  "error.emailCooldown":
    "Bitte versuchen Sie es in {n, plural, one {# Sekunde} other {# Sekunden}} erneut",
  "error.untrustedOrigin": "Nicht vertrauenswürdiger Ursprung",
  "error.frameError": "Ein Fehler ist aufgetreten",
  "error.rpcAborted": "Die RPC-Anfrage wurde abgebrochen",
  "error.emailLoginDependencyFailed":
    "Die Komponente für den E-Mail-Login konnte nicht geladen werden",
  "error.frameNotSet": "Der sichere Frame ist nicht festgelegt.",
  "error.frameParentNotSet": "Das übergeordnete Fenster des sicheren Frames ist nicht festgelegt.",
} satisfies MessageCatalogue
