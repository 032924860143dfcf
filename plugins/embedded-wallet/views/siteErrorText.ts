import type { MessageLookup } from "../../../ui/plugin"
import { taggedHereOrCause } from "./errorShape"

/** How the kit words one reason: its message id, and which of the reply's numbers is its `{n}`. */
interface SiteErrorWording {
  readonly id: string
  readonly n?: "retryAfter" | "attemptsLeft"
}

/**
 * The kit's words for the refusals a visitor meets in the login views, by the reason the secure
 * frame's error reply carries: the secure site's (snake_case) and the frame page's own text ids.
 * The reply's `message` stays English (the dApp reads a rejection by its words, spec 8); these
 * are the same texts in the visitor's language. A reason not here is shown in the site's words.
 */
const siteErrorWordings: Readonly<Record<string, SiteErrorWording>> = {
  invalid_email: { id: "error.invalidEmail" },
  email_cooldown: { id: "error.emailCooldown", n: "retryAfter" },
  rate_limited: { id: "embeddedWallet.siteError.rateLimited", n: "retryAfter" },
  mail_failed: { id: "embeddedWallet.siteError.mailFailed" },
  no_code: { id: "embeddedWallet.siteError.noCode" },
  wrong_code: { id: "embeddedWallet.siteError.wrongCode", n: "attemptsLeft" },
  code_expired: { id: "embeddedWallet.siteError.codeExpired" },
  code_exhausted: { id: "embeddedWallet.siteError.codeExhausted" },
  code_used: { id: "embeddedWallet.siteError.codeUsed" },
  unauthorized: { id: "embeddedWallet.siteError.sessionEnded" },
  no_email: { id: "embeddedWallet.siteError.noEmail" },
  same_email: { id: "embeddedWallet.siteError.sameEmail" },
  no_email_change: { id: "embeddedWallet.siteError.noEmailChange" },
  email_taken: { id: "embeddedWallet.siteError.emailTaken" },
  "page.error.noEmailStarted": { id: "embeddedWallet.siteError.noEmailStarted" },
  "page.error.deviceShareMissing": { id: "embeddedWallet.siteError.deviceShareMissing" },
  "page.error.notConnected": { id: "error.notConnectedToEmailOrSocial" },
  "page.error.unsupportedChain": { id: "error.unsupportedChain" },
  "page.error.userRejected": { id: "error.userRejected" },
  "page.error.frameError": { id: "error.frameError" },
}

/**
 * The visitor's-language text of a secure-frame refusal: `error` (an `EmbeddedWalletError`) or
 * its cause is the frame's error reply, whose reason the kit words (with the number its text
 * counts, when the reply gave it); undefined otherwise, and the caller shows the site's text.
 * Read by shape, so the views load none of the kernel for it.
 * @example
 * siteErrorText(error, message) // "Der Code ist nicht korrekt; 2 Versuche übrig"
 */
export const siteErrorText = (error: unknown, message: MessageLookup): string | undefined => {
  // FrameReplyError's fields: its reason, and the numbers its text names.
  const reply = taggedHereOrCause(error, "FrameReplyError")
  if (reply === undefined || typeof reply.reason !== "string") return undefined
  if (!Object.hasOwn(siteErrorWordings, reply.reason)) return undefined
  const wording = siteErrorWordings[reply.reason] as SiteErrorWording
  if (wording.n === undefined) return message(wording.id)
  const n = reply[wording.n]
  return typeof n === "number" ? message(wording.id, { n }) : undefined
}
