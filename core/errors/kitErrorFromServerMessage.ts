import { KitError } from "./KitError"
import { messageOf } from "./messageOf"

/**
 * The coded error a provider server message stands for (spec 8): "Unauthorized: origin not
 * allowed" is APKT002, a JWT "not yet valid" error is APKT006 (session expired: the device clock
 * is behind), "Unauthorized: invalid key" is APKT007. Undefined for any other message.
 * Takes the message itself or an error carrying it; either is kept as `cause`.
 */
export const kitErrorFromServerMessage = (messageOrError: unknown): KitError | undefined => {
  const text = messageOf(messageOrError)?.toLowerCase()
  if (text === undefined) return undefined
  const code = text.includes("unauthorized: origin not allowed")
    ? "APKT002"
    : text.includes("jwt") && text.includes("not yet valid")
      ? "APKT006"
      : text.includes("unauthorized: invalid key")
        ? "APKT007"
        : undefined
  if (code === undefined) return undefined
  return new KitError({ code, cause: messageOrError })
}
