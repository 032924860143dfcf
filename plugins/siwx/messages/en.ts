import type { MessageCatalogue } from "../../../core"

/**
 * The sign-in plugin's English catalogue: its error texts are the spec's (point 8) word for
 * word; the other sentences are ours.
 */
export const en = {
  "siwx.title": "Sign in",
  "siwx.intro": "{app} asks you to sign a message to prove you own this account.",
  "siwx.thisSite": "This site",
  "siwx.free": "Signing is free: it sends no transaction.",
  "siwx.sign": "Sign",
  "siwx.signing": "Sign the message in your wallet…",
  "siwx.cancel": "Cancel",
  "siwx.errorSigningMessage": "Error signing message",
  "error.siwxNotEnabled": "SIWX is not enabled",
} as const satisfies MessageCatalogue

/** The id of one of the sign-in plugin's messages. */
export type SiwxMessageId = keyof typeof en
