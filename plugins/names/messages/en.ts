import type { MessageCatalogue } from "../../../core"

/**
 * The names plugin's English catalogue: the name service's error texts are the spec's (point 8)
 * word for word; the other sentences are ours.
 */
export const en = {
  "names.title": "Choose a name",
  "names.successTitle": "Name registered",
  "names.action": "Choose a name",
  "names.field": "Name",
  "names.hint": "Letters, digits and hyphens, at least 4 characters.",
  "names.invalid": "Use letters, digits and hyphens only, at least 4 characters.",
  "names.checking": "Checking {name}…",
  "names.available": "{name} is available.",
  "names.taken": "{name} is taken.",
  "names.suggestions": "Available instead",
  "names.register": "Register {name}",
  "names.loading": "Preparing the registration…",
  "names.signing": "Sign the message in your wallet…",
  "names.submitting": "Registering {name}…",
  "names.unsupported": "Names are not available on {network}.",
  "names.noAccount": "Connect a wallet to choose a name.",
  "names.success": "{name} is now the name of this account.",
  "names.done": "Back to account",
  "error.errorResolvingName": "Error resolving name",
  "error.errorFetchingNameSuggestions": "Error fetching name suggestions",
  "error.errorFetchingNamesForAddress": "Error fetching names for address",
  "error.errorRegisteringName": "Error registering name {name}",
} as const satisfies MessageCatalogue

/** The id of one of the names plugin's messages. */
export type NamesMessageId = keyof typeof en
