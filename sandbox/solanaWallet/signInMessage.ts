import type { SolanaSignInInput } from "@solana/wallet-standard-features"

/** A Sign-In With Solana input once the wallet has filled in what the app may leave out. */
export type SignInFields = SolanaSignInInput & { readonly domain: string; readonly address: string }

/**
 * The text of a Sign-In With Solana message (EIP-4361 with "Solana account"), in the order
 * and layout of the Solana Wallet Standard's reference (`createSignInMessageText` of
 * @solana/wallet-standard-util): the domain's request line, the address, the statement
 * after a blank line, then each given field on its own line. A field the app left out is
 * left out of the message, as the standard asks.
 * @example
 * signInMessageText({ domain: "example.com", address: "7xK…", nonce: "abc12345" })
 */
export const signInMessageText = (fields: SignInFields): string => {
  const lines = [
    ["URI", fields.uri],
    ["Version", fields.version],
    ["Chain ID", fields.chainId],
    ["Nonce", fields.nonce],
    ["Issued At", fields.issuedAt],
    ["Expiration Time", fields.expirationTime],
    ["Not Before", fields.notBefore],
    ["Request ID", fields.requestId],
  ]
    .filter((line): line is [string, string] => line[1] !== undefined && line[1] !== "")
    .map(([name, value]) => `${name}: ${value}`)
  if (fields.resources !== undefined) {
    lines.push("Resources:", ...fields.resources.map((resource) => `- ${resource}`))
  }
  const head = `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}`
  const statement = fields.statement ? `\n\n${fields.statement}` : ""
  return `${head}${statement}${lines.length > 0 ? `\n\n${lines.join("\n")}` : ""}`
}
