// The EIP-4361 text of a sign-in message, written and read line by line after the ABNF. It
// needs no chain and nothing of the kernel (viem's address helpers and effect's tagged errors
// only), so the sandbox's sign-in server reads messages with it as the kit does.
import { getAddress, isAddress } from "viem"
import type { CaipNetworkId } from "../../../../core"
import { SiwxMessageInvalidError } from "../SiwxMessageErrors"
import type { SiwxMessageFields } from "../SiwxMessageFields"
import {
  checkedFields,
  invalidPart as invalid,
  readFieldLines,
  type SiwxFormatRules,
  siwxFieldsOfLines,
  siwxFieldsProblem,
  writeFieldLines,
} from "../siwxFieldLines"
import { isAuthority, isChainIdText, isScheme, isStatement } from "./eip4361Grammar"

const headerEnd = " wants you to sign in with your Ethereum account:"
const eip155Prefix = "eip155:"

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

// EIP-4361's own rules; the field lines' rules are CAIP-122's (siwxFieldLines).
const eip4361Rules: SiwxFormatRules = {
  scheme: (scheme) =>
    typeof scheme === "string" && isScheme(scheme)
      ? undefined
      : `the scheme '${String(scheme)}' is not an RFC 3986 scheme`,
  domain: (domain) =>
    typeof domain === "string" && isAuthority(domain)
      ? undefined
      : `the domain '${String(domain)}' is not an RFC 3986 authority`,
  // A checksummed address, or an all-lower-case one (which carries no checksum to check).
  accountAddress: (address) =>
    typeof address === "string" && isAddress(address, { strict: true })
      ? undefined
      : `the account address '${String(address)}' is not an EIP-55 address`,
  chainId: (chainId) =>
    evmChainReference(chainId) === undefined
      ? `the chain '${String(chainId)}' is not an eip155 CAIP-2 id`
      : undefined,
}

/**
 * What is wrong with fields a caller (or a JSON body) hands in, before any text is written: the
 * first problem, naming its field, in the order the fields appear in the message; undefined
 * when every field is one EIP-4361 allows.
 */
export const eip4361FieldsProblem = (
  fields: SiwxMessageFields,
): SiwxMessageInvalidError | undefined => siwxFieldsProblem(fields, eip4361Rules)

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
    ...writeFieldLines(fields, evmChainReference(fields.chainId) ?? ""),
  ]
  return lines.join("\n")
}

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

  const read = readFieldLines(lines, next)
  if (read instanceof SiwxMessageInvalidError) return read
  // The line of each value, so that a bad value found below is reported where it is.
  const lineOf = { ...read.lineOf, domain: 1, scheme: 1, accountAddress: 2, statement: 4 }
  if (!isChainIdText(read.chainReference)) {
    return invalid(
      "chainId",
      `the chain id '${read.chainReference}' is not a decimal EIP-155 chain id`,
      lineOf.chainId,
    )
  }
  const fields = siwxFieldsOfLines(
    {
      accountAddress,
      chainId: `${eip155Prefix}${read.chainReference}` as CaipNetworkId,
      domain,
      scheme,
      statement,
    },
    read,
  )
  return checkedFields(fields, eip4361Rules, lineOf)
}
