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
  /** The rejected text. */
  readonly input: unknown
}> {
  override get message(): string {
    return messages.invalidCaipNetworkId
  }
}

// Spec 5: a CAIP-2 id has exactly 2 colon-separated parts. An empty part is not a part
// (`eip155:` names no network), so it is rejected too; that also keeps "an empty network
// id gives no lookup" true for every caller.
const split = (id: unknown): ParsedCaipNetworkId | undefined => {
  if (typeof id !== "string") return undefined
  const [chainNamespace, chainId, ...rest] = id.split(":")
  if (chainNamespace === undefined || chainId === undefined || rest.length > 0) return undefined
  if (chainNamespace === "" || chainId === "") return undefined
  return { chainNamespace, chainId }
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

/**
 * Builds a CAIP-2 network id; throws `CaipNetworkIdInvalidError` when the chain id is empty
 * or contains a colon, since the result would not parse back.
 * @example
 * toCaipNetworkId("eip155", 1) // "eip155:1"
 */
export const toCaipNetworkId = (
  chainNamespace: ChainNamespace,
  chainId: string | number,
): CaipNetworkId => {
  const id: CaipNetworkId = `${chainNamespace}:${chainId}`
  if (split(id) === undefined) throw new CaipNetworkIdInvalidError({ input: id })
  return id
}
