import { KitError } from "./KitError"

/** HTTP status of a rate-limited request. */
export const rateLimitedStatus = 429

/** The coded error an HTTP status stands for: 429 is APKT010 (Rate Limited); else undefined. */
export const kitErrorFromHttpStatus = (status: number, cause?: unknown): KitError | undefined => {
  if (status !== rateLimitedStatus) return undefined
  return cause === undefined
    ? new KitError({ code: "APKT010" })
    : new KitError({ code: "APKT010", cause })
}
