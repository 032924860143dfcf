import { SiwxMessageInvalidError } from "../message/SiwxMessageErrors"
import type { SiwxMessageFields } from "../message/SiwxMessageFields"
import { parseSiwxText, writeSiwxText } from "../message/siwxText"

/**
 * The fields of a sign-in message, read strictly in the format its first line names (EIP-4361
 * or Sign-In With Solana: every line in the ABNF's order, each value checked against its rule),
 * with the same parser the kit uses; throws `SiwxMessageInvalidError` naming the field and
 * line at fault. Times stay as written, since the signature covers the exact text.
 * @example
 * const fields = parseSiwxMessage(body.message) // { domain, accountAddress, chainId: "eip155:1", … }
 */
export const parseSiwxMessage = (message: string): SiwxMessageFields => {
  const parsed = parseSiwxText(message)
  if (parsed instanceof SiwxMessageInvalidError) throw parsed
  return parsed
}

/**
 * The text of sign-in message fields, as the kit writes it for the wallet to sign: EIP-4361
 * for an eip155 chain, Sign-In With Solana for a solana one; throws `SiwxMessageInvalidError`
 * naming the first field the format does not allow.
 * @example
 * const text = writeSiwxMessage({ domain: "dapp.example", uri: "https://dapp.example/", … })
 */
export const writeSiwxMessage = (fields: SiwxMessageFields): string => {
  const text = writeSiwxText(fields)
  if (text instanceof SiwxMessageInvalidError) throw text
  return text
}
