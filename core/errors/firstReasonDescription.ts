import { Predicate } from "effect"

/**
 * The first reason's description of a provider API failure body
 * (`{ status: "FAILED", reasons: [{ field, description }] }`), or undefined for any other shape
 * or an empty description.
 */
export const firstReasonDescription = (body: unknown): string | undefined => {
  if (!Predicate.hasProperty(body, "reasons") || !Array.isArray(body.reasons)) return undefined
  const first: unknown = body.reasons[0]
  if (!Predicate.hasProperty(first, "description")) return undefined
  const { description } = first
  return typeof description === "string" && description.length > 0 ? description : undefined
}
