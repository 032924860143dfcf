import type { MessageCatalogue } from "../../../core"

/** The onramp plugin's messages in German (formal address, "Sie", as the kernel's). */
export default {
  "onramp.title": "Krypto kaufen",
  "onramp.action": "Kaufen",
  "onramp.loading": "Verfügbare Währungen werden geladen…",
  "onramp.purchaseCurrency.label": "Zu kaufende Währung",
  "onramp.network.label": "Netzwerk",
  "onramp.network.current": "Aktuelles Netzwerk",
  "onramp.paymentCurrency.label": "Bezahlen in",
  "onramp.paymentMethod.label": "Zahlungsmethode",
  "onramp.method.card": "Karte",
  "onramp.method.ach_bank_account": "Bankkonto",
  "onramp.limits": "{method}: {min} bis {max} {currency}",
  "onramp.amount.label": "Zu zahlender Betrag",
  "onramp.quote.loading": "Angebot wird abgerufen…",
  "onramp.quote.receive": "Sie erhalten etwa {amount} {currency}",
  "onramp.quote.networkFee": "Netzwerkgebühr: {amount} {currency}",
  "onramp.quote.total": "Gesamt: {amount} {currency}",
  "onramp.quote.placeholder":
    "Derzeit ist kein Angebot verfügbar: Die angezeigten Beträge entsprechen Ihrem Zahlbetrag.",
  "onramp.providerFee": "Anbietergebühr: {range}",
  "onramp.submit": "Kaufen",
  "onramp.opening": "Zahlungsfenster wird geöffnet…",
  "onramp.waiting":
    "Schließen Sie den Kauf im Zahlungsfenster ab. Ihre Guthaben werden aktualisiert, sobald Sie es schließen.",
  "onramp.refreshing": "Ihre Guthaben werden aktualisiert…",
  "onramp.finished": "Das Zahlungsfenster wurde geschlossen. Ihre Guthaben sind aktuell.",
  "onramp.blocked": "Ihr Browser hat das Zahlungsfenster blockiert.",
  "onramp.blocked.link": "Zahlungsseite öffnen",
  "onramp.error.invalidDecimal": "keine gültige Dezimalzahl",
  "onramp.error.outOfLimits": "Geben Sie einen Betrag von {min} bis {max} {currency} ein.",
  "onramp.error.amountRequired": "Geben Sie den zu zahlenden Betrag ein.",
  "onramp.error.currencyRequired": "Wählen Sie die zu kaufende Währung und ihr Netzwerk.",
  "onramp.error.paymentRequired": "Wählen Sie, wie Sie bezahlen möchten.",
  "onramp.error.url": "Die Zahlungsseite konnte nicht geöffnet werden: {reason}",
} satisfies MessageCatalogue
