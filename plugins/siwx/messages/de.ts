import type { MessageCatalogue } from "../../../core"

/** The sign-in plugin's messages in German (formal address, "Sie", as the kernel's). */
export default {
  "siwx.title": "Anmelden",
  "siwx.intro":
    "{app} bittet Sie, eine Nachricht zu signieren, um zu bestätigen, dass Ihnen dieses Konto gehört.",
  "siwx.thisSite": "Diese Website",
  "siwx.free": "Das Signieren ist kostenlos: Es wird keine Transaktion gesendet.",
  "siwx.sign": "Signieren",
  "siwx.signing": "Signieren Sie die Nachricht in Ihrer Wallet…",
  "siwx.cancel": "Abbrechen",
  "siwx.errorSigningMessage": "Fehler beim Signieren der Nachricht",
  "error.siwxNotEnabled": "SIWX ist nicht aktiviert",
} satisfies MessageCatalogue
