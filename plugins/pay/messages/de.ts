import type { MessageCatalogue } from "../../../core"

/** The pay plugin's messages in German (formal address, "Sie", as the kernel's). */
export default {
  "pay.title": "Mit Börse bezahlen",
  "pay.summary": "{amount} {symbol} an {recipient} auf {network} zahlen",
  "pay.chooseExchange": "Wählen Sie die Börse, von der Sie zahlen",
  "pay.exchangeButton": "Mit {name} bezahlen",
  "pay.loading": "Börsen werden geladen…",
  "pay.loadMore": "Weitere Börsen",
  "pay.noExchange": "Für diese Zahlung ist keine Börse verfügbar.",
  "pay.loadFailed": "Die Börsen konnten nicht geladen werden. Versuchen Sie es erneut.",
  "pay.retry": "Erneut versuchen",
  "pay.waiting": "Bestätigen Sie die Zahlung im Fenster von {name}.",
  "pay.chooseAnother": "Andere Börse wählen",
  "pay.popupBlocked":
    "Der Browser hat das Fenster der Börse blockiert. Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.",
  "pay.failed": "Die Zahlung ist fehlgeschlagen. Es wurde nichts bezahlt.",
  "pay.startFailed": "Die Zahlung konnte nicht gestartet werden. Versuchen Sie es erneut.",
  "pay.timedOut": "Die Börse hat die Zahlung nicht rechtzeitig bestätigt.",
  "pay.success": "Zahlung gesendet.",
  "pay.transaction": "Transaktion {hash}",
  "pay.noRequest": "Es liegt keine Zahlung vor.",
  "pay.unsupportedNetwork": "Mit Börse bezahlen unterstützt das Netzwerk {network} nicht.",
  "pay.invalidRecipient": "Die Empfängeradresse ist ungültig.",
  "pay.invalidAmount":
    "Der Betrag muss größer als 0 sein und darf höchstens {decimals, plural, one {# Dezimalstelle} other {# Dezimalstellen}} haben.",
  "pay.invalidAsset": "Das zu zahlende Asset ist ungültig.",
} satisfies MessageCatalogue
