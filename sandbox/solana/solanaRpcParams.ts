// Readers of a Solana JSON-RPC call's positional parameters: each returns the value typed, or
// throws the -32602 error a Solana node gives, saying what is wrong.
import { type Address, isAddress, isSignature, type Signature } from "@solana/kit"
import { invalidParams, SolanaRpcError, solanaRpcErrorCodes } from "./SolanaRpcError"

/** A call's parameters: absent is none; Solana's are positional, so anything else is refused. */
export const paramList = (params: unknown): ReadonlyArray<unknown> => {
  if (params === undefined || params === null) return []
  if (Array.isArray(params)) return params
  throw invalidParams("params must be an array (Solana's parameters are positional)")
}

/** A base58 address parameter. */
export const readAddress = (value: unknown, what: string): Address => {
  if (typeof value === "string" && isAddress(value)) return value
  throw invalidParams(`${what} must be a base58 address (32 bytes); got ${describe(value)}`)
}

/** A base58 transaction signature parameter. */
export const readSignature = (value: unknown, what: string): Signature => {
  if (typeof value === "string" && isSignature(value)) return value
  throw invalidParams(`${what} must be a base58 signature (64 bytes); got ${describe(value)}`)
}

/** A non-negative integer parameter that fits a u64 (JSON number or, from @solana/kit, bigint). */
export const readU64 = (value: unknown, what: string): bigint => {
  const integer =
    typeof value === "bigint"
      ? value
      : typeof value === "number" && Number.isSafeInteger(value)
        ? BigInt(value)
        : undefined
  if (integer !== undefined && integer >= 0n && integer < 2n ** 64n) return integer
  throw invalidParams(`${what} must be a non-negative integer (u64); got ${describe(value)}`)
}

/** A call's config object (its last parameter): absent is empty. */
export const readConfig = (value: unknown): Readonly<Record<string, unknown>> => {
  if (value === undefined || value === null) return {}
  if (typeof value === "object" && !Array.isArray(value)) {
    return value as Readonly<Record<string, unknown>>
  }
  throw invalidParams(`the configuration must be an object; got ${describe(value)}`)
}

/** The commitment levels a Solana node accepts (the older aliases are gone since Agave 2). */
export const commitments = ["processed", "confirmed", "finalized"] as const
export type Commitment = (typeof commitments)[number]

/**
 * Checks a config's `commitment` and `minContextSlot` against the devnet's slot. Every
 * commitment reads the same state: a transaction is final once it lands (see SolanaLedger).
 */
export const checkReadConfig = (
  config: Readonly<Record<string, unknown>>,
  slot: bigint,
  field = "commitment",
): void => {
  const commitment = config[field]
  if (commitment !== undefined && !commitments.includes(commitment as Commitment)) {
    throw invalidParams(
      `unknown variant ${describe(commitment)} for ${field}, expected one of ${commitments.map((c) => `\`${c}\``).join(", ")}`,
    )
  }
  if (config.minContextSlot !== undefined) {
    const minContextSlot = readU64(config.minContextSlot, "minContextSlot")
    if (minContextSlot > slot) {
      throw new SolanaRpcError(
        solanaRpcErrorCodes.minContextSlotNotReached,
        "Minimum context slot has not been reached",
        { contextSlot: slot },
      )
    }
  }
}

/** A config's `encoding`, one of `allowed`, or `fallback` when absent. */
export const readEncoding = <const E extends string>(
  config: Readonly<Record<string, unknown>>,
  allowed: ReadonlyArray<E>,
  fallback: E,
): E => {
  const encoding = config.encoding
  if (encoding === undefined) return fallback
  if (allowed.includes(encoding as E)) return encoding as E
  if (encoding === "base64+zstd") {
    throw invalidParams(
      'encoding "base64+zstd" is not served by the sandbox devnet (Node 20 has no zstd); use "base64"',
    )
  }
  throw invalidParams(
    `unknown encoding ${describe(encoding)}, expected one of ${allowed.map((e) => `"${e}"`).join(", ")}`,
  )
}

/** A boolean config field, `fallback` when absent. */
export const readFlag = (
  config: Readonly<Record<string, unknown>>,
  field: string,
  fallback: boolean,
): boolean => {
  const value = config[field]
  if (value === undefined) return fallback
  if (typeof value === "boolean") return value
  throw invalidParams(`${field} must be true or false; got ${describe(value)}`)
}

/** A short rendering of a refused value for an error message. */
export const describe = (value: unknown): string => {
  if (typeof value === "string")
    return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value)
  if (typeof value === "bigint") return value.toString()
  if (value === undefined) return "nothing"
  if (Array.isArray(value)) return "an array"
  if (typeof value === "object") return value === null ? "null" : "an object"
  return String(value)
}
