import type { MessageLookup } from "../../../ui/plugin"
import { isTagged, taggedHereOrCause } from "./errorShape"
import { siteErrorText } from "./siteErrorText"

/**
 * The seconds left of the email-login cooldown when `error` is the cooldown's refusal
 * (`EmailLoginCooldownError`), itself or as the cause of an `EmbeddedWalletError`.
 */
const cooldownSeconds = (error: unknown): number | undefined => {
  const seconds = taggedHereOrCause(error, "EmailLoginCooldownError")?.remainingSeconds
  return typeof seconds === "number" ? seconds : undefined
}

/**
 * What the email login's views say when a step failed, in the visitor's language where the text
 * is the kit's: an invalid address is 'Please enter a valid email address' and a trigger within
 * the cooldown 'Please try again after {n} seconds' (spec 5); an `EmbeddedWalletError` is the
 * secure site's refusal (a wrong or expired code, spec 8), in the kit's words for its reason
 * where it has them (see siteErrorText), else in the site's own; anything else 'An error occurred'.
 * Errors are read by their tag, so the views load none of the kernel for it.
 * @example
 * run(wallet.startEmailLogin(email)).catch((error) => setError(loginErrorText(error, message)))
 */
export const loginErrorText = (error: unknown, message: MessageLookup): string => {
  if (isTagged(error, "EmailInvalidError")) return message("error.invalidEmail")
  const seconds = cooldownSeconds(error)
  if (seconds !== undefined) return message("error.emailCooldown", { n: seconds })
  if (isTagged(error, "EmbeddedWalletError")) {
    const worded = siteErrorText(error, message)
    if (worded !== undefined) return worded
    const text = error.message
    if (typeof text === "string" && text !== "") return text
  }
  return message("error.frameError")
}
