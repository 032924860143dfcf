import type { MessageCatalogue } from "../../../core"

/** The activity plugin's messages in German; dates are written in German. */
export default {
  "activity.title": "Aktivität",
  "activity.action": "Aktivität",
  "activity.locale": "de",
  "activity.loading": "Aktivität wird geladen…",
  "activity.loadingMore": "Weitere Aktivität wird geladen…",
  "activity.loadMore": "Mehr laden",
  "activity.empty": "Noch keine Aktivität im Netzwerk {network}.",
  "activity.end": "Das ist die gesamte Aktivität im Netzwerk {network}.",
  "activity.noAccount": "Verbinden Sie eine Wallet, um ihre Aktivität zu sehen.",
  "activity.unsupported": "Im Netzwerk {network} ist keine Aktivität verfügbar.",
  "activity.kind.sent": "Gesendet",
  "activity.kind.received": "Empfangen",
  "activity.kind.self": "An sich selbst gesendet",
  "activity.kind.swapped": "Getauscht",
  "activity.kind.other": "Vertragsinteraktion",
  "activity.to": "An {address}",
  "activity.from": "Von {address}",
  "activity.with": "Mit {address}",
  "activity.amount": "{amount} {symbol}",
  "activity.failed": "Fehlgeschlagen",
  "error.failedToFetchTransactions": "Transaktionen konnten nicht abgerufen werden",
} satisfies MessageCatalogue
