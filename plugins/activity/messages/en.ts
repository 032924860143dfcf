import type { MessageCatalogue } from "../../../core"

/**
 * The activity plugin's English catalogue: the toast of a failed history fetch, the spec's
 * (point 8) word for word. The plugin has no factory yet; its factory registers this catalogue.
 */
export const en = {
  "error.failedToFetchTransactions": "Failed to fetch transactions",
} as const satisfies MessageCatalogue

/** The id of one of the activity plugin's messages. */
export type ActivityMessageId = keyof typeof en
