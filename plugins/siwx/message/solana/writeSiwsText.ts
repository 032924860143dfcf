import { type SiwxFieldLineValues, writeSiwxFieldLines } from "../writeSiwxFieldLines"

/** What ends a Sign-In With Solana text's first line, after the domain. */
export const siwsHeaderEnd = " wants you to sign in with your Solana account:"

/** What a Sign-In With Solana text is written from: the parts given, each as it is written. */
export interface SiwsTextParts extends SiwxFieldLineValues {
  /** The RFC 3986 authority asking for the sign-in. */
  readonly domain: string
  /** The signing account's base58 address. */
  readonly address: string
  readonly statement?: string | undefined
}

/**
 * The text of a Sign-In With Solana message, the one writer of it in Foyer (the kit's
 * `formatSiwsMessage` and the sandbox's Solana test wallet): the domain's request line, the
 * address, the statement after a blank line, then the field lines given after another, in the
 * layout of the Solana Wallet Standard's `createSignInMessageText`. A part left undefined is
 * left out, as the standard asks. It imports nothing of the kit, so a wallet's page script
 * takes nothing else along.
 * @example
 * writeSiwsText({ domain: "example.com", address: "7xK…", nonce: "abc12345" })
 * // "example.com wants you to sign in with your Solana account:\n7xK…\n\nNonce: abc12345"
 */
export const writeSiwsText = (parts: SiwsTextParts): string => {
  const lines = writeSiwxFieldLines(parts)
  const head = `${parts.domain}${siwsHeaderEnd}\n${parts.address}`
  const statement = parts.statement === undefined ? "" : `\n\n${parts.statement}`
  return `${head}${statement}${lines.length > 0 ? `\n\n${lines.join("\n")}` : ""}`
}
