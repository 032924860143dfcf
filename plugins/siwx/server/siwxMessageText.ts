import {
  eip4361FieldsProblem,
  formatEip4361Message,
  parseEip4361Message,
} from "../message/eip155/eip4361Message"
import { SiwxMessageInvalidError } from "../message/SiwxMessageErrors"
import type { SiwxMessageFields } from "../message/SiwxMessageFields"

/**
 * The fields of an EIP-4361 sign-in message, read strictly (every line in the ABNF's order,
 * each value checked against its rule), with the same parser the kit uses; throws
 * `SiwxMessageInvalidError` naming the field and line at fault. Times stay as written, since
 * the signature covers the exact text.
 * @example
 * const fields = parseSiwxMessage(body.message) // { domain, accountAddress, chainId: "eip155:1", … }
 */
export const parseSiwxMessage = (message: string): SiwxMessageFields => {
  const parsed = parseEip4361Message(message)
  if (parsed instanceof SiwxMessageInvalidError) throw parsed
  return parsed
}

/**
 * The EIP-4361 text of sign-in message fields, as the kit writes it for the wallet to sign;
 * throws `SiwxMessageInvalidError` naming the first field EIP-4361 does not allow.
 * @example
 * const text = writeSiwxMessage({ domain: "dapp.example", uri: "https://dapp.example/", … })
 */
export const writeSiwxMessage = (fields: SiwxMessageFields): string => {
  const problem = eip4361FieldsProblem(fields)
  if (problem !== undefined) throw problem
  return formatEip4361Message(fields)
}
