import type { MessageCatalogue } from "../../../core"

/** The names plugin's messages in German. */
export default {
  "names.title": "Namen wählen",
  "names.successTitle": "Name registriert",
  "names.action": "Namen wählen",
  "names.field": "Name",
  "names.hint": "Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.",
  "names.invalid": "Verwenden Sie nur Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.",
  "names.checking": "{name} wird geprüft…",
  "names.available": "{name} ist verfügbar.",
  "names.taken": "{name} ist bereits vergeben.",
  "names.suggestions": "Stattdessen verfügbar",
  "names.register": "{name} registrieren",
  "names.loading": "Registrierung wird vorbereitet…",
  "names.signing": "Signieren Sie die Nachricht in Ihrer Wallet…",
  "names.submitting": "{name} wird registriert…",
  "names.unsupported": "Namen sind im Netzwerk {network} nicht verfügbar.",
  "names.noAccount": "Verbinden Sie eine Wallet, um einen Namen zu wählen.",
  "names.success": "{name} ist jetzt der Name dieses Kontos.",
  "names.done": "Zurück zum Konto",
  "error.errorResolvingName": "Fehler beim Auflösen des Namens",
  "error.errorFetchingNameSuggestions": "Fehler beim Abrufen der Namensvorschläge",
  "error.errorFetchingNamesForAddress": "Fehler beim Abrufen der Namen zur Adresse",
  "error.errorRegisteringName": "Fehler beim Registrieren des Namens {name}",
} satisfies MessageCatalogue
