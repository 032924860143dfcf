/** Checks on JSON a peer or the relay sent, before any field of it is read. */

/** Whether `value` is a JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Whether `value` is an array of strings. */
export const isStrings = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

/** The value of a JSON text, or undefined when it is not JSON (a peer or relay may send anything). */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
