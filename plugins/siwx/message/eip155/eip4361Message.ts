// The EIP-4361 text of a sign-in message, written and read line by line after the ABNF. It
// needs no chain and nothing of the kernel (viem's address helpers and effect's tagged errors
// only), so the sandbox's sign-in server reads messages with it as the kit does.
import { getAddress, isAddress } from "viem"
import type { CaipNetworkId } from "../../../../core"
import { parseDateTime } from "../parseDateTime"
import { SiwxMessageInvalidError, type SiwxMessagePart } from "../SiwxMessageErrors"
import type { SiwxMessageFields } from "../SiwxMessageFields"
import { isSiwxNonce } from "../SiwxNonce"
import {
  isAuthority,
  isChainIdText,
  isRequestId,
  isScheme,
  isStatement,
  isUri,
} from "./eip4361Grammar"

const headerEnd = " wants you to sign in with your Ethereum account:"
const eip155Prefix = "eip155:"

const invalid = (part: SiwxMessagePart, reason: string, line?: number) =>
  new SiwxMessageInvalidError(line === undefined ? { part, reason } : { part, reason, line })

// EIP-55: the address as EIP-4361 requires it in the text, checksummed.
const isChecksummed = (address: string): boolean =>
  /^0x[0-9a-fA-F]{40}$/.test(address) && getAddress(address) === address

/**
 * The decimal chain id of an eip155 CAIP-2 id, or undefined for any other id. A reference of
 * decimal digits is one non-empty CAIP-2 part with no colon, so no other check is needed.
 * @example
 * evmChainReference("eip155:8453") // "8453"
 */
export const evmChainReference = (chainId: unknown): string | undefined => {
  if (typeof chainId !== "string" || !chainId.startsWith(eip155Prefix)) return undefined
  const reference = chainId.slice(eip155Prefix.length)
  return isChainIdText(reference) ? reference : undefined
}

/**
 * What is wrong with fields a caller (or a JSON body) hands in, before any text is written: the
 * first problem, naming its field, in the order the fields appear in the message; undefined
 * when every field is one EIP-4361 allows.
 */
export const eip4361FieldsProblem = (
  fields: SiwxMessageFields,
): SiwxMessageInvalidError | undefined => {
  const f = fields as Partial<Record<keyof SiwxMessageFields, unknown>>
  const text = (value: unknown): value is string => typeof value === "string"
  if (f.scheme !== undefined && !(text(f.scheme) && isScheme(f.scheme))) {
    return invalid("scheme", `the scheme '${String(f.scheme)}' is not an RFC 3986 scheme`)
  }
  if (!text(f.domain) || !isAuthority(f.domain)) {
    return invalid("domain", `the domain '${String(f.domain)}' is not an RFC 3986 authority`)
  }
  // A checksummed address, or an all-lower-case one (which carries no checksum to check).
  if (!text(f.accountAddress) || !isAddress(f.accountAddress, { strict: true })) {
    return invalid(
      "accountAddress",
      `the account address '${String(f.accountAddress)}' is not an EIP-55 address`,
    )
  }
  if (f.statement !== undefined && !(text(f.statement) && isStatement(f.statement))) {
    return invalid(
      "statement",
      "the statement must be one non-empty line of RFC 3986 reserved or unreserved characters and spaces",
    )
  }
  if (!text(f.uri) || !isUri(f.uri)) {
    return invalid("uri", `the URI '${String(f.uri)}' is not an RFC 3986 URI`)
  }
  if (f.version !== "1")
    return invalid("version", `the version must be '1', not '${String(f.version)}'`)
  if (evmChainReference(f.chainId) === undefined) {
    return invalid("chainId", `the chain '${String(f.chainId)}' is not an eip155 CAIP-2 id`)
  }
  if (!text(f.nonce) || !isSiwxNonce(f.nonce)) {
    return invalid("nonce", `the nonce '${String(f.nonce)}' is not at least 8 letters or digits`)
  }
  for (const part of ["issuedAt", "expirationTime", "notBefore"] as const) {
    const value = f[part]
    if ((part === "issuedAt" || value !== undefined) && !(text(value) && parseDateTime(value))) {
      return invalid(part, `the ${part} '${String(value)}' is not an RFC 3339 date-time`)
    }
  }
  if (f.requestId !== undefined && !(text(f.requestId) && isRequestId(f.requestId))) {
    return invalid("requestId", "the request id must be RFC 3986 path characters")
  }
  if (f.resources !== undefined) {
    if (!Array.isArray(f.resources)) return invalid("resources", "the resources must be a list")
    const bad = f.resources.find((resource) => !(text(resource) && isUri(resource)))
    if (bad !== undefined) {
      return invalid("resources", `the resource '${String(bad)}' is not an RFC 3986 URI`)
    }
  }
  return undefined
}

/**
 * The EIP-4361 text of `fields`. viem's `createSiweMessage` is not used to write it: it rewrites
 * every time with `toISOString()` (milliseconds, "Z"), so a message made elsewhere with
 * `…:24Z` or an offset could not be written again as signed, and it refuses authorities with
 * user info, which EIP-4361 allows (both are in the siwe vectors). The writer follows the ABNF
 * line by line; a test checks it against `createSiweMessage` where both apply. The fields must
 * be valid ({@link eip4361FieldsProblem}).
 * @example
 * if (eip4361FieldsProblem(fields) === undefined) send(formatEip4361Message(fields))
 */
export const formatEip4361Message = (fields: SiwxMessageFields): string => {
  const origin = fields.scheme === undefined ? fields.domain : `${fields.scheme}://${fields.domain}`
  const lines = [
    `${origin}${headerEnd}`,
    getAddress(fields.accountAddress),
    "",
    ...(fields.statement === undefined ? [] : [fields.statement]),
    "",
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${evmChainReference(fields.chainId)}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ]
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined) {
    lines.push("Resources:", ...fields.resources.map((resource) => `- ${resource}`))
  }
  return lines.join("\n")
}

// The fixed lines after the statement, in the ABNF's order: [field, line prefix].
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

/**
 * Reads an EIP-4361 text strictly: every line in the ABNF's order, nothing before or after, and
 * each value checked against its rule (viem's `parseSiweMessage` finds fields with regular
 * expressions anywhere in the text and checks few values, so it accepts texts EIP-4361 does not).
 * It reads each line once, in time linear in the text's length. The kit and the sandbox's
 * sign-in server both read messages with it, so they agree on which texts are sign-ins.
 * @example
 * const read = parseEip4361Message(text)
 * if (read instanceof SiwxMessageInvalidError) return read
 */
export const parseEip4361Message = (
  message: string,
): SiwxMessageFields | SiwxMessageInvalidError => {
  const lines = message.split("\n")
  const lineAt = (index: number): string | undefined => lines[index]
  const header = lineAt(0) ?? ""
  if (!header.endsWith(headerEnd)) {
    return invalid("message", `the first line must end with '${headerEnd.trim()}'`, 1)
  }
  const origin = header.slice(0, -headerEnd.length)
  const schemeEnd = origin.indexOf("://")
  const scheme = schemeEnd === -1 ? undefined : origin.slice(0, schemeEnd)
  const domain = schemeEnd === -1 ? origin : origin.slice(schemeEnd + 3)
  if (scheme !== undefined && !isScheme(scheme)) {
    return invalid("scheme", `the scheme '${scheme}' is not an RFC 3986 scheme`, 1)
  }
  if (!isAuthority(domain)) {
    return invalid("domain", `the domain '${domain}' is not an RFC 3986 authority`, 1)
  }
  const accountAddress = lineAt(1) ?? ""
  if (!isChecksummed(accountAddress)) {
    return invalid(
      "accountAddress",
      `the address '${accountAddress}' is not a 0x address with its EIP-55 checksum`,
      2,
    )
  }
  if (lineAt(2) !== "") return invalid("message", "a blank line must follow the address", 3)
  let next = 3
  let statement: string | undefined
  if (lineAt(3) !== "") {
    statement = lineAt(3) ?? ""
    if (!isStatement(statement)) {
      return invalid(
        "statement",
        "the statement must be one line of RFC 3986 reserved or unreserved characters and spaces",
        4,
      )
    }
    if (lineAt(4) !== "") {
      return invalid("statement", "the statement must be one line followed by a blank line", 5)
    }
    next = 5
  } else {
    next = 4
  }

  // The line of each value, so that a bad value found below is reported where it is.
  const lineOf: Partial<Record<SiwxMessagePart, number>> = { domain: 1, scheme: 1 }
  if (statement !== undefined) lineOf.statement = 4
  const values: Partial<Record<(typeof requiredLines)[number][0], string>> = {}
  for (const [part, prefix] of requiredLines) {
    const line = lineAt(next)
    if (line === undefined || !line.startsWith(prefix)) {
      const found = line === undefined ? "the end of the message" : `'${line}'`
      return invalid(part, `expected a line '${prefix}…', found ${found}`, next + 1)
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
        return invalid(
          "resources",
          "every line after 'Resources:' must be '- ' and a URI",
          next + 1,
        )
      }
      resources.push(line.slice(2))
    }
  }
  if (next < lines.length) {
    return invalid(
      "message",
      `unexpected line '${lineAt(next)}' (out of order or unknown)`,
      next + 1,
    )
  }

  const chainReference = values.chainId ?? ""
  if (values.version !== "1") {
    return invalid("version", `the version must be '1', not '${values.version}'`, lineOf.version)
  }
  if (!isChainIdText(chainReference)) {
    return invalid(
      "chainId",
      `the chain id '${chainReference}' is not a decimal EIP-155 chain id`,
      lineOf.chainId,
    )
  }
  const fields: SiwxMessageFields = {
    accountAddress,
    chainId: `${eip155Prefix}${chainReference}` as CaipNetworkId,
    domain,
    uri: values.uri ?? "",
    version: "1",
    nonce: values.nonce ?? "",
    issuedAt: values.issuedAt ?? "",
    ...(scheme === undefined ? {} : { scheme }),
    ...(statement === undefined ? {} : { statement }),
    ...(optional.expirationTime === undefined ? {} : { expirationTime: optional.expirationTime }),
    ...(optional.notBefore === undefined ? {} : { notBefore: optional.notBefore }),
    ...(optional.requestId === undefined ? {} : { requestId: optional.requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
  const problem = eip4361FieldsProblem(fields)
  if (problem === undefined) return fields
  return invalid(problem.part, problem.reason, lineOf[problem.part])
}
