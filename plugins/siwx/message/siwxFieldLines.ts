// The part of a sign-in message that EIP-4361 and Sign-In With Solana share (CAIP-122's
// fields): from `URI:` to `Resources:`, the same lines in the same order with the same value
// rules. Each namespace's format writes its own header, address and statement around them and
// names its own account and chain rules. Nothing here needs a chain or the kernel, so the
// sandbox's sign-in server reads messages with it as the kit does.
import { isRequestId, isStatement, isUri } from "./eip155/eip4361Grammar"
import { parseDateTime } from "./parseDateTime"
import { SiwxMessageInvalidError, type SiwxMessagePart } from "./SiwxMessageErrors"
import type { SiwxMessageFields } from "./SiwxMessageFields"
import { isSiwxNonce } from "./SiwxNonce"
import { type SiwxFieldLineValues, writeSiwxFieldLines } from "./writeSiwxFieldLines"

/** A format's refusal of a field: the field and what is wrong, at a 1-based line when read. */
export const invalidPart = (part: SiwxMessagePart, reason: string, line?: number) =>
  new SiwxMessageInvalidError(line === undefined ? { part, reason } : { part, reason, line })

/**
 * What a namespace's format decides for itself: each rule answers what is wrong with a value
 * (the reason of the `SiwxMessageInvalidError`), or undefined when the value is allowed.
 */
export interface SiwxFormatRules {
  /** The header's scheme, when the fields name one. */
  readonly scheme: (scheme: unknown) => string | undefined
  readonly domain: (domain: unknown) => string | undefined
  readonly accountAddress: (address: unknown) => string | undefined
  /** The CAIP-2 id of the fields (`eip155:1`, `solana:5eyk…`). */
  readonly chainId: (chainId: unknown) => string | undefined
}

const text = (value: unknown): value is string => typeof value === "string"

/**
 * What is wrong with fields a caller (or a JSON body) hands in, before any text is written: the
 * first problem, naming its field, in the order the fields appear in the message; undefined
 * when every field is one the format allows.
 */
export const siwxFieldsProblem = (
  fields: SiwxMessageFields,
  rules: SiwxFormatRules,
): SiwxMessageInvalidError | undefined => {
  const f = fields as Partial<Record<keyof SiwxMessageFields, unknown>>
  const ruled = (part: "scheme" | "domain" | "accountAddress" | "chainId") => {
    const reason = rules[part](f[part])
    return reason === undefined ? undefined : invalidPart(part, reason)
  }
  const head = (f.scheme === undefined ? undefined : ruled("scheme")) ?? ruled("domain")
  if (head !== undefined) return head
  const account = ruled("accountAddress")
  if (account !== undefined) return account
  if (f.statement !== undefined && !(text(f.statement) && isStatement(f.statement))) {
    return invalidPart(
      "statement",
      "the statement must be one non-empty line of RFC 3986 reserved or unreserved characters and spaces",
    )
  }
  if (!text(f.uri) || !isUri(f.uri)) {
    return invalidPart("uri", `the URI '${String(f.uri)}' is not an RFC 3986 URI`)
  }
  if (f.version !== "1") {
    return invalidPart("version", `the version must be '1', not '${String(f.version)}'`)
  }
  const chain = ruled("chainId")
  if (chain !== undefined) return chain
  if (!text(f.nonce) || !isSiwxNonce(f.nonce)) {
    return invalidPart(
      "nonce",
      `the nonce '${String(f.nonce)}' is not at least 8 letters or digits`,
    )
  }
  for (const part of ["issuedAt", "expirationTime", "notBefore"] as const) {
    const value = f[part]
    if ((part === "issuedAt" || value !== undefined) && !(text(value) && parseDateTime(value))) {
      return invalidPart(part, `the ${part} '${String(value)}' is not an RFC 3339 date-time`)
    }
  }
  if (f.requestId !== undefined && !(text(f.requestId) && isRequestId(f.requestId))) {
    return invalidPart("requestId", "the request id must be RFC 3986 path characters")
  }
  if (f.resources !== undefined) {
    if (!Array.isArray(f.resources)) return invalidPart("resources", "the resources must be a list")
    const bad = f.resources.find((resource) => !(text(resource) && isUri(resource)))
    if (bad !== undefined) {
      return invalidPart("resources", `the resource '${String(bad)}' is not an RFC 3986 URI`)
    }
  }
  return undefined
}

/**
 * The field-line values of valid `fields`, with `chainReference` (the format's way of writing
 * the CAIP-2 reference) as the `Chain ID:` value.
 */
export const fieldLineValuesOf = (
  fields: SiwxMessageFields,
  chainReference: string,
): SiwxFieldLineValues => ({
  uri: fields.uri,
  version: fields.version,
  chainId: chainReference,
  nonce: fields.nonce,
  issuedAt: fields.issuedAt,
  expirationTime: fields.expirationTime,
  notBefore: fields.notBefore,
  requestId: fields.requestId,
  resources: fields.resources,
})

/**
 * The field lines of valid `fields`, from `URI:` on, with `chainReference` (the format's way
 * of writing the CAIP-2 reference) on the `Chain ID:` line.
 */
export const writeFieldLines = (
  fields: SiwxMessageFields,
  chainReference: string,
): ReadonlyArray<string> => writeSiwxFieldLines(fieldLineValuesOf(fields, chainReference))

// The fixed lines, in the ABNF's order: [field, line prefix].
const requiredLines = [
  ["uri", "URI: "],
  ["version", "Version: "],
  ["chainId", "Chain ID: "],
  ["nonce", "Nonce: "],
  ["issuedAt", "Issued At: "],
] as const
const optionalLines = [
  ["expirationTime", "Expiration Time: "],
  ["notBefore", "Not Before: "],
  ["requestId", "Request ID: "],
] as const

/** The field lines as read, values unchecked, with the 1-based line of each. */
export interface SiwxFieldLines {
  readonly uri: string
  readonly version: string
  /** The `Chain ID:` line's value, as the format writes the reference. */
  readonly chainReference: string
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: ReadonlyArray<string>
  readonly lineOf: Partial<Record<SiwxMessagePart, number>>
}

/**
 * Reads the field lines of `lines` from index `start` to the end of the text: every required
 * line in order, then the optional ones in order, then `Resources:` and its `- ` lines, and
 * nothing after. Values are not checked here: the format checks the fields it builds from
 * them, reporting each problem at the line {@link SiwxFieldLines.lineOf} gives.
 */
export const readFieldLines = (
  lines: ReadonlyArray<string>,
  start: number,
): SiwxFieldLines | SiwxMessageInvalidError => {
  const lineAt = (index: number): string | undefined => lines[index]
  const lineOf: Partial<Record<SiwxMessagePart, number>> = {}
  const values: Partial<Record<(typeof requiredLines)[number][0], string>> = {}
  let next = start
  for (const [part, prefix] of requiredLines) {
    const line = lineAt(next)
    if (line === undefined || !line.startsWith(prefix)) {
      const found = line === undefined ? "the end of the message" : `'${line}'`
      return invalidPart(part, `expected a line '${prefix}…', found ${found}`, next + 1)
    }
    values[part] = line.slice(prefix.length)
    lineOf[part] = next + 1
    next++
  }
  const optional: Partial<Record<(typeof optionalLines)[number][0], string>> = {}
  for (const [part, prefix] of optionalLines) {
    const line = lineAt(next)
    if (line?.startsWith(prefix)) {
      optional[part] = line.slice(prefix.length)
      lineOf[part] = next + 1
      next++
    }
  }
  let resources: Array<string> | undefined
  if (lineAt(next) === "Resources:") {
    lineOf.resources = next + 1
    resources = []
    for (next++; next < lines.length; next++) {
      const line = lineAt(next) ?? ""
      if (!line.startsWith("- ")) {
        return invalidPart(
          "resources",
          "every line after 'Resources:' must be '- ' and a URI",
          next + 1,
        )
      }
      resources.push(line.slice(2))
    }
  }
  if (next < lines.length) {
    return invalidPart(
      "message",
      `unexpected line '${lineAt(next)}' (out of order or unknown)`,
      next + 1,
    )
  }
  if (values.version !== "1") {
    return invalidPart(
      "version",
      `the version must be '1', not '${values.version}'`,
      lineOf.version,
    )
  }
  return {
    uri: values.uri ?? "",
    version: values.version,
    chainReference: values.chainId ?? "",
    nonce: values.nonce ?? "",
    issuedAt: values.issuedAt ?? "",
    ...optional,
    ...(resources === undefined ? {} : { resources }),
    lineOf,
  }
}

/**
 * The fields of a read text, checked with the format's rules: the fields, or the first
 * problem at the line of its value.
 */
export const checkedFields = (
  fields: SiwxMessageFields,
  rules: SiwxFormatRules,
  lineOf: Partial<Record<SiwxMessagePart, number>>,
): SiwxMessageFields | SiwxMessageInvalidError => {
  const problem = siwxFieldsProblem(fields, rules)
  if (problem === undefined) return fields
  return invalidPart(problem.part, problem.reason, lineOf[problem.part])
}

/**
 * Fields from a read text's parts: the optional ones only when the text has them (a field
 * that is absent stays absent, so the text is written again as it was).
 */
export const siwxFieldsOfLines = (
  head: {
    readonly accountAddress: string
    readonly chainId: SiwxMessageFields["chainId"]
    readonly domain: string
    readonly scheme?: string | undefined
    readonly statement?: string | undefined
  },
  read: SiwxFieldLines,
): SiwxMessageFields => ({
  accountAddress: head.accountAddress,
  chainId: head.chainId,
  domain: head.domain,
  uri: read.uri,
  version: "1",
  nonce: read.nonce,
  issuedAt: read.issuedAt,
  ...(head.scheme === undefined ? {} : { scheme: head.scheme }),
  ...(head.statement === undefined ? {} : { statement: head.statement }),
  ...(read.expirationTime === undefined ? {} : { expirationTime: read.expirationTime }),
  ...(read.notBefore === undefined ? {} : { notBefore: read.notBefore }),
  ...(read.requestId === undefined ? {} : { requestId: read.requestId }),
  ...(read.resources === undefined ? {} : { resources: read.resources }),
})
