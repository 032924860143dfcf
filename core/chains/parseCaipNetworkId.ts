import { Data, Effect } from "effect"
import { messages } from "../errors/messages"
import type { ChainNamespace } from "./ChainNamespace"

/** A CAIP-2 network id of a known namespace, such as `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** The two parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  /** The namespace part, e.g. `eip155`; not checked against the known namespaces. */
  readonly chainNamespace: string
  /** The reference part, e.g. `1` or a Solana genesis hash prefix. */
  readonly chainId: string
}

/** A text is not a CAIP-2 network id (spec 5: 'Invalid CAIP-2 network id'). */
export class CaipNetworkIdInvalidError extends Data.TaggedError("CaipNetworkIdInvalidError")<{
  /** The rejected text (for `toCaipNetworkId`, the parts when they make no text). */
  readonly input: unknown
}> {
  override get message(): string {
    return messages.invalidCaipNetworkId
  }
}

// Spec 5: a CAIP-2 id has exactly 2 colon-separated parts. An empty part is not a part
// (`eip155:` names no network), so it is rejected too; that also keeps "an empty network
// id gives no lookup" true for every caller. Found with indexOf rather than `split(":")`,
// which would build an array of every part of a hostile "a:a:a:…" only to count them.
const split = (id: unknown): ParsedCaipNetworkId | undefined => {
  if (typeof id !== "string") return undefined
  const colon = id.indexOf(":")
  if (colon <= 0 || colon === id.length - 1 || id.includes(":", colon + 1)) return undefined
  return { chainNamespace: id.slice(0, colon), chainId: id.slice(colon + 1) }
}

/**
 * Splits a CAIP-2 network id into namespace and chain id; throws `CaipNetworkIdInvalidError`
 * ('Invalid CAIP-2 network id') unless it has exactly 2 non-empty colon-separated parts.
 * @example
 * parseCaipNetworkId("eip155:1") // { chainNamespace: "eip155", chainId: "1" }
 */
export const parseCaipNetworkId = (id: string): ParsedCaipNetworkId => {
  const parsed = split(id)
  if (parsed === undefined) throw new CaipNetworkIdInvalidError({ input: id })
  return parsed
}

/** The Effect form of `parseCaipNetworkId`, failing with `CaipNetworkIdInvalidError`. */
export const parseCaipNetworkIdEffect = (
  id: string,
): Effect.Effect<ParsedCaipNetworkId, CaipNetworkIdInvalidError> =>
  Effect.suspend(() => {
    const parsed = split(id)
    return parsed === undefined
      ? Effect.fail(new CaipNetworkIdInvalidError({ input: id }))
      : Effect.succeed(parsed)
  })

/** Whether `id` is a well-formed CAIP-2 network id (exactly 2 non-empty parts). */
export const isCaipNetworkId = (id: unknown): id is string => split(id) !== undefined

// CAIP-2: a namespace is [-a-z0-9]{3,8} and a reference [-_a-zA-Z0-9]{1,32}; in the eip155
// namespace the reference is the chain id in decimal (written canonically, so "01" cannot
// name chain 1 under a second id).
const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const evmReferencePattern = /^(?:0|[1-9]\d{0,31})$/

const referenceOf = (chainNamespace: string, chainId: unknown): string | undefined => {
  // A number is a chain id only as a non-negative safe integer: `${NaN}`, `${-1}`, `${1.5}`
  // and `${1e21}` make texts, not chain ids, and above 2^53 the digits are not the id meant.
  const reference =
    typeof chainId === "number"
      ? Number.isSafeInteger(chainId) && chainId >= 0
        ? String(chainId)
        : undefined
      : chainId
  if (typeof reference !== "string" || !referencePattern.test(reference)) return undefined
  return chainNamespace !== "eip155" || evmReferencePattern.test(reference) ? reference : undefined
}

// The rejected id as text when its parts make one, else the parts themselves: turning an
// arbitrary value into text can itself throw (a null-prototype object, a symbol in a template).
const rejectedInput = (chainNamespace: unknown, chainId: unknown): unknown =>
  typeof chainNamespace === "string" && (typeof chainId === "string" || typeof chainId === "number")
    ? `${chainNamespace}:${chainId}`
    : { chainNamespace, chainId }

/**
 * Builds a CAIP-2 network id from parts CAIP-2 allows: a namespace of 3 to 8 characters
 * `[-a-z0-9]`, and a reference of 1 to 32 characters `[-_a-zA-Z0-9]`, which for eip155 is
 * the chain id in decimal; a number must be a non-negative safe integer. Throws
 * `CaipNetworkIdInvalidError` otherwise (NaN, Infinity, negatives, fractions, a colon...).
 * @example
 * toCaipNetworkId("eip155", 1) // "eip155:1"
 */
export const toCaipNetworkId = (
  chainNamespace: ChainNamespace,
  chainId: string | number,
): CaipNetworkId => {
  const reference =
    typeof chainNamespace === "string" && namespacePattern.test(chainNamespace)
      ? referenceOf(chainNamespace, chainId)
      : undefined
  if (reference === undefined) {
    throw new CaipNetworkIdInvalidError({ input: rejectedInput(chainNamespace, chainId) })
  }
  return `${chainNamespace}:${reference}`
}
