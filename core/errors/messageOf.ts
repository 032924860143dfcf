import { Predicate } from "effect"

/** The text of an error-like value: a string itself, or a non-empty string `message`; else undefined. */
export const messageOf = (error: unknown): string | undefined => {
  if (typeof error === "string") return error.length > 0 ? error : undefined
  if (Predicate.hasProperty(error, "message") && typeof error.message === "string") {
    return error.message.length > 0 ? error.message : undefined
  }
  return undefined
}
