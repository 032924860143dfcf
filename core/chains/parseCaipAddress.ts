import { Data, Effect } from "effect"
import { messages } from "../errors/messages"
import type { CaipNetworkId } from "./parseCaipNetworkId"

/** A CAIP-10 account id of a known namespace, such as `eip155:1:0xab…`. */
export type CaipAddress = `${CaipNetworkId}:${string}`

/** The three parts of a CAIP-10 account id. */
export interface ParsedCaipAddress {
  /** The namespace part, e.g. `eip155`; not checked against the known namespaces. */
  readonly chainNamespace: string
  /** The chain reference, e.g. `1`. */
  readonly chainId: string
  /** The account address on that chain. */
  readonly address: string
}

/** A text is not a CAIP-10 account id (spec 5: 'Invalid CAIP Address'). */
export class CaipAddressInvalidError extends Data.TaggedError("CaipAddressInvalidError")<{
  /** The rejected text. */
  readonly input: unknown
}> {
  override get message(): string {
    return messages.invalidCaipAddress
  }
}

// Spec 5: a CAIP-10 address has 3 colon-separated parts. As for CAIP-2 ids, an empty part
// is not a part. Found with indexOf rather than `split(":")`, which would build an array of
// every part of a hostile "a:a:a:…" only to count them.
const split = (caipAddress: unknown): ParsedCaipAddress | undefined => {
  if (typeof caipAddress !== "string") return undefined
  const first = caipAddress.indexOf(":")
  const second = first < 0 ? -1 : caipAddress.indexOf(":", first + 1)
  if (first <= 0 || second <= first + 1 || second === caipAddress.length - 1) return undefined
  if (caipAddress.includes(":", second + 1)) return undefined
  return {
    chainNamespace: caipAddress.slice(0, first),
    chainId: caipAddress.slice(first + 1, second),
    address: caipAddress.slice(second + 1),
  }
}

/**
 * Splits a CAIP-10 account id into namespace, chain id and address; throws
 * `CaipAddressInvalidError` ('Invalid CAIP Address') unless it has exactly 3 non-empty
 * colon-separated parts.
 * @example
 * parseCaipAddress("eip155:1:0xab") // { chainNamespace: "eip155", chainId: "1", address: "0xab" }
 */
export const parseCaipAddress = (caipAddress: string): ParsedCaipAddress => {
  const parsed = split(caipAddress)
  if (parsed === undefined) throw new CaipAddressInvalidError({ input: caipAddress })
  return parsed
}

/** The Effect form of `parseCaipAddress`, failing with `CaipAddressInvalidError`. */
export const parseCaipAddressEffect = (
  caipAddress: string,
): Effect.Effect<ParsedCaipAddress, CaipAddressInvalidError> =>
  Effect.suspend(() => {
    const parsed = split(caipAddress)
    return parsed === undefined
      ? Effect.fail(new CaipAddressInvalidError({ input: caipAddress }))
      : Effect.succeed(parsed)
  })

/** Whether `caipAddress` is a well-formed CAIP-10 account id (exactly 3 non-empty parts). */
export const isCaipAddress = (caipAddress: unknown): caipAddress is string =>
  split(caipAddress) !== undefined

/**
 * Builds a CAIP-10 account id from a network id and an address; throws
 * `CaipAddressInvalidError` when the result would not parse back (empty address, or a colon
 * in it) or either part is not a text.
 * @example
 * toCaipAddress("eip155:1", "0xab") // "eip155:1:0xab"
 */
export const toCaipAddress = (caipNetworkId: CaipNetworkId, address: string): CaipAddress => {
  // Only texts are joined: a template would turn NaN or undefined from an untyped caller
  // into the address "NaN" or "undefined" (and throw on a symbol).
  if (typeof caipNetworkId !== "string" || typeof address !== "string") {
    throw new CaipAddressInvalidError({ input: { caipNetworkId, address } })
  }
  const caipAddress: CaipAddress = `${caipNetworkId}:${address}`
  if (split(caipAddress) === undefined) throw new CaipAddressInvalidError({ input: caipAddress })
  return caipAddress
}
