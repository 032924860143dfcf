import type { MessageCatalogue } from "../../../core"

/**
 * The sign-in plugin's English catalogue: its error texts, the spec's (point 8) word for word.
 * The plugin has no factory yet; its factory registers this catalogue.
 */
export const en = {
  "error.siwxNotEnabled": "SIWX is not enabled",
} as const satisfies MessageCatalogue

/** The id of one of the sign-in plugin's messages. */
export type SiwxMessageId = keyof typeof en
