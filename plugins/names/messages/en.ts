import type { MessageCatalogue } from "../../../core"

/**
 * The names plugin's English catalogue: the name service's error texts, the spec's (point 8)
 * word for word. The plugin has no factory yet; its factory registers this catalogue.
 */
export const en = {
  "error.errorResolvingName": "Error resolving name",
  "error.errorFetchingNameSuggestions": "Error fetching name suggestions",
  "error.errorFetchingNamesForAddress": "Error fetching names for address",
  "error.errorRegisteringName": "Error registering name {name}",
} as const satisfies MessageCatalogue

/** The id of one of the names plugin's messages. */
export type NamesMessageId = keyof typeof en
