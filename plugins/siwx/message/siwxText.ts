// A sign-in message's text in whichever format its namespace has: EIP-4361 for eip155,
// Sign-In With Solana for solana. For a reader that does not know the namespace beforehand
// (a server handed a message, the sandbox's sign-in server): the header says which, the
// fields' chain says which to write. No chain and nothing of the kernel is needed.
import {
  eip4361FieldsProblem,
  formatEip4361Message,
  parseEip4361Message,
} from "./eip155/eip4361Message"
import { SiwxMessageInvalidError } from "./SiwxMessageErrors"
import type { SiwxMessageFields } from "./SiwxMessageFields"
import { formatSiwsMessage, parseSiwsMessage, siwsFieldsProblem } from "./solana/siwsMessage"

const headerEnds = {
  eip155: " wants you to sign in with your Ethereum account:",
  solana: " wants you to sign in with your Solana account:",
} as const

/**
 * The fields of a sign-in text, read strictly in the format its first line names (EIP-4361's
 * "Ethereum account", Sign-In With Solana's "Solana account"), or what in it breaks that
 * format; a first line that names neither is refused naming both.
 * @example
 * const read = parseSiwxText(body.message)
 * if (read instanceof SiwxMessageInvalidError) return refuse(read.message)
 */
export const parseSiwxText = (message: string): SiwxMessageFields | SiwxMessageInvalidError => {
  const newline = message.indexOf("\n")
  const header = newline === -1 ? message : message.slice(0, newline)
  if (header.endsWith(headerEnds.solana)) return parseSiwsMessage(message)
  if (header.endsWith(headerEnds.eip155)) return parseEip4361Message(message)
  return new SiwxMessageInvalidError({
    part: "message",
    reason: `the first line must end with '${headerEnds.eip155.trim()}' or '${headerEnds.solana.trim()}'`,
    line: 1,
  })
}

/**
 * The text of sign-in message fields in the format of their chain's namespace, as the kit
 * writes it, or the first field that format does not allow; a chain of a namespace with no
 * format (bip122) is refused on `chainId`.
 * @example
 * const text = writeSiwxText(fields)
 * if (text instanceof SiwxMessageInvalidError) throw text
 */
export const writeSiwxText = (fields: SiwxMessageFields): string | SiwxMessageInvalidError => {
  const chainId: unknown = fields.chainId
  const namespace = typeof chainId === "string" ? chainId.slice(0, chainId.indexOf(":")) : ""
  if (namespace === "solana") return siwsFieldsProblem(fields) ?? formatSiwsMessage(fields)
  if (namespace === "eip155") return eip4361FieldsProblem(fields) ?? formatEip4361Message(fields)
  return new SiwxMessageInvalidError({
    part: "chainId",
    reason: `the chain '${String(chainId)}' is not an eip155 or solana CAIP-2 id (the namespaces with a sign-in message format)`,
  })
}
