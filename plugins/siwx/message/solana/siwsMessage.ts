// The Sign-In With Solana text of a sign-in message (Phantom's SIWS specification, the Solana
// Wallet Standard's `createSignInMessageText`), written and read line by line after its ABNF:
//
//   <domain> wants you to sign in with your Solana account:
//   <base58 address>
//   [ LF <statement> LF ]
//   LF URI: … / Version: … / Chain ID: … / Nonce: … / Issued At: … [and the optional lines]
//
// Unlike EIP-4361 there is one blank line, not two, when there is no statement, and the
// header names no scheme. The field lines are CAIP-122's, as in EIP-4361 (siwxFieldLines).
// The Chain ID line carries the network's CAIP-2 reference (its genesis-hash prefix), the id
// the kit and the sandbox name a Solana network by: SIWS's cluster names (`mainnet`,
// `devnet`, …) cannot tell the sandbox's devnet or a local validator from another. It needs
// no chain and nothing of the kernel, so the sandbox's sign-in server reads messages with it.
import { base58 } from "@scure/base"
import type { CaipNetworkId } from "../../../../core"
import { isAuthority, isStatement } from "../eip155/eip4361Grammar"
import { SiwxMessageInvalidError } from "../SiwxMessageErrors"
import type { SiwxMessageFields } from "../SiwxMessageFields"
import {
  checkedFields,
  fieldLineValuesOf,
  invalidPart as invalid,
  readFieldLines,
  type SiwxFormatRules,
  siwxFieldsOfLines,
  siwxFieldsProblem,
} from "../siwxFieldLines"
import { siwsHeaderEnd, writeSiwsText } from "./writeSiwsText"

const solanaPrefix = "solana:"

// CAIP-2's Solana profile: the first 32 characters of the base58 genesis hash.
const chainReferencePattern = /^[1-9A-HJ-NP-Za-km-z]{32}$/
// SIWS's message-address: 32 to 44 base58 characters.
const addressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The 32 bytes of the ed25519 public key a Solana address is, or undefined when the text is no
 * Solana address (not base58, or not 32 bytes).
 * @example
 * solanaPublicKey("11111111111111111111111111111111") // Uint8Array(32) [0, 0, …]
 */
export const solanaPublicKey = (address: unknown): Uint8Array | undefined => {
  if (typeof address !== "string" || !addressPattern.test(address)) return undefined
  const bytes = base58.decode(address)
  return bytes.length === 32 ? bytes : undefined
}

/**
 * The CAIP-2 reference of a Solana network's id (its genesis-hash prefix), or undefined for any
 * other id.
 * @example
 * solanaChainReference("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp") // "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
 */
export const solanaChainReference = (chainId: unknown): string | undefined => {
  if (typeof chainId !== "string" || !chainId.startsWith(solanaPrefix)) return undefined
  const reference = chainId.slice(solanaPrefix.length)
  return chainReferencePattern.test(reference) ? reference : undefined
}

const siwsRules: SiwxFormatRules = {
  scheme: () => "Sign-In With Solana names no scheme: its first line starts with the domain",
  domain: (domain) =>
    typeof domain === "string" && isAuthority(domain)
      ? undefined
      : `the domain '${String(domain)}' is not an RFC 3986 authority`,
  accountAddress: (address) =>
    solanaPublicKey(address) === undefined
      ? `the account address '${String(address)}' is not a Solana address (the base58 of a 32-byte public key)`
      : undefined,
  chainId: (chainId) =>
    solanaChainReference(chainId) === undefined
      ? `the chain '${String(chainId)}' is not a solana CAIP-2 id (solana: and a 32-character genesis-hash prefix)`
      : undefined,
}

/**
 * What is wrong with fields a caller (or a JSON body) hands in, before any text is written: the
 * first problem, naming its field, in the order the fields appear in the message; undefined
 * when every field is one Sign-In With Solana allows.
 */
export const siwsFieldsProblem = (fields: SiwxMessageFields): SiwxMessageInvalidError | undefined =>
  siwxFieldsProblem(fields, siwsRules)

/**
 * The Sign-In With Solana text of `fields`, byte for byte what a Solana wallet builds from the
 * same input (`createSignInMessageText`; a test compares them). The fields must be valid
 * ({@link siwsFieldsProblem}).
 * @example
 * if (siwsFieldsProblem(fields) === undefined) send(formatSiwsMessage(fields))
 */
export const formatSiwsMessage = (fields: SiwxMessageFields): string =>
  writeSiwsText({
    domain: fields.domain,
    address: fields.accountAddress,
    statement: fields.statement,
    ...fieldLineValuesOf(fields, solanaChainReference(fields.chainId) ?? ""),
  })

/**
 * Reads a Sign-In With Solana text strictly: every line in the ABNF's order, nothing before or
 * after, each value checked against its rule, and the fields a sign-in needs (URI, Version,
 * Chain ID, Nonce, Issued At) present, as CAIP-122 asks. A problem is a
 * `SiwxMessageInvalidError` naming the field and the line. The kit and the sandbox's sign-in
 * server both read messages with it.
 * @example
 * const read = parseSiwsMessage(text)
 * if (read instanceof SiwxMessageInvalidError) return read
 */
export const parseSiwsMessage = (message: string): SiwxMessageFields | SiwxMessageInvalidError => {
  const lines = message.split("\n")
  const lineAt = (index: number): string | undefined => lines[index]
  const header = lineAt(0) ?? ""
  if (!header.endsWith(siwsHeaderEnd)) {
    return invalid("message", `the first line must end with '${siwsHeaderEnd.trim()}'`, 1)
  }
  const domain = header.slice(0, -siwsHeaderEnd.length)
  if (domain.includes("://")) return invalid("scheme", siwsRules.scheme(domain) ?? "", 1)
  const domainProblem = siwsRules.domain(domain)
  if (domainProblem !== undefined) return invalid("domain", domainProblem, 1)
  const accountAddress = lineAt(1) ?? ""
  const addressProblem = siwsRules.accountAddress(accountAddress)
  if (addressProblem !== undefined) return invalid("accountAddress", addressProblem, 2)
  if (lineAt(2) !== "") return invalid("message", "a blank line must follow the address", 3)
  // A statement is the one line between two blank lines; without one the fields follow the
  // first blank line at once (a field line is never followed by a blank line).
  let next = 3
  let statement: string | undefined
  if (lineAt(4) === "") {
    statement = lineAt(3) ?? ""
    if (!isStatement(statement)) {
      return invalid(
        "statement",
        "the statement must be one line of RFC 3986 reserved or unreserved characters and spaces",
        4,
      )
    }
    next = 5
  }

  const read = readFieldLines(lines, next)
  if (read instanceof SiwxMessageInvalidError) return read
  // The line of each value, so that a bad value found below is reported where it is.
  const lineOf = { ...read.lineOf, domain: 1, accountAddress: 2, statement: 4 }
  if (!chainReferencePattern.test(read.chainReference)) {
    return invalid(
      "chainId",
      `the chain id '${read.chainReference}' is not a Solana genesis-hash prefix (32 base58 characters)`,
      lineOf.chainId,
    )
  }
  const fields = siwxFieldsOfLines(
    {
      accountAddress,
      chainId: `${solanaPrefix}${read.chainReference}` as CaipNetworkId,
      domain,
      statement,
    },
    read,
  )
  return checkedFields(fields, siwsRules, lineOf)
}
