import type { MessageLookup } from "../../../ui/plugin"
import { siteErrorText } from "./siteErrorText"

/** Whether `value` is a tagged error (an Effect `Data.TaggedError`) with the tag `tag`. */
const isTagged = (value: unknown, tag: string): value is { readonly _tag: string } =>
  typeof value === "object" && value !== null && (value as { readonly _tag?: unknown })._tag === tag

/** The cause an error carries (`EmbeddedWalletError.cause`), if any. */
const causeOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null
    ? (error as { readonly cause?: unknown }).cause
    : undefined

/**
 * The seconds left of the email-login cooldown when `error` is the cooldown's refusal
 * (`EmailLoginCooldownError`), itself or as the cause of an `EmbeddedWalletError`.
 */
const cooldownSeconds = (error: unknown): number | undefined => {
  for (const candidate of [error, causeOf(error)]) {
    if (!isTagged(candidate, "EmailLoginCooldownError")) continue
    const seconds = (candidate as { readonly remainingSeconds?: unknown }).remainingSeconds
    if (typeof seconds === "number") return seconds
  }
  return undefined
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
    const text = (error as { readonly message?: unknown }).message
    if (typeof text === "string" && text !== "") return text
  }
  return message("error.frameError")
}
