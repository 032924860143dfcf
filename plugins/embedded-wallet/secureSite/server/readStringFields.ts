import { SiteApiError } from "./SiteApiError"

const invalid = (detail: string) =>
  new SiteApiError({ status: 400, reason: "invalid_body", detail })

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Reads a request body that must be an object of exactly `fields`, each a string of at most its
 * length. An unknown field is refused rather than ignored: a client that sends one expects it
 * to matter (a typo, or an API it believes this is), and silence would hide that.
 * @example
 * const { email } = readStringFields(body, { email: 254 })
 */
export const readStringFields = <K extends string>(
  body: unknown,
  fields: Readonly<Record<K, number>>,
): Readonly<Record<K, string>> => {
  if (!isRecord(body)) throw invalid("The request body must be a JSON object")
  const names: ReadonlyArray<string> = Object.keys(fields)
  const unknown = Object.keys(body).filter((name) => !names.includes(name))
  if (unknown.length > 0) {
    throw new SiteApiError({
      status: 400,
      reason: "unknown_field",
      detail: `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`,
    })
  }
  const read: Partial<Record<K, string>> = {}
  for (const [name, maxLength] of Object.entries<number>(fields)) {
    const value = body[name]
    if (typeof value !== "string") throw invalid(`The field ${name} must be a string`)
    if (value.length > maxLength) {
      throw invalid(`The field ${name} is longer than ${maxLength} characters`)
    }
    read[name as K] = value
  }
  return read as Readonly<Record<K, string>>
}
