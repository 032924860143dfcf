import type { MessageCatalogue } from "../../../core"

/**
 * The activity plugin's English messages. The toast of a failed history fetch is the spec's
 * (point 8) word for word; the other sentences are ours. `activity.locale` is the language
 * month names and times are written in (Intl.DateTimeFormat), so a translated catalogue
 * brings its own.
 */
export const en = {
  "activity.title": "Activity",
  "activity.action": "Activity",
  "activity.locale": "en",
  "activity.loading": "Loading activity…",
  "activity.loadingMore": "Loading more activity…",
  "activity.loadMore": "Load more",
  "activity.empty": "No activity yet on {network}.",
  "activity.end": "That is all the activity on {network}.",
  "activity.noAccount": "Connect a wallet to see its activity.",
  "activity.unsupported": "Activity is not available on {network}.",
  "activity.kind.sent": "Sent",
  "activity.kind.received": "Received",
  "activity.kind.self": "Sent to yourself",
  "activity.kind.swapped": "Swapped",
  "activity.kind.other": "Contract interaction",
  "activity.to": "To {address}",
  "activity.from": "From {address}",
  "activity.with": "With {address}",
  "activity.amount": "{amount} {symbol}",
  "activity.failed": "Failed",
  "error.failedToFetchTransactions": "Failed to fetch transactions",
} as const satisfies MessageCatalogue

/** The id of one of the activity plugin's messages. */
export type ActivityMessageId = keyof typeof en
