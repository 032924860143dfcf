import type { ChainNamespace } from "../../core"

/**
 * The chain namespaces sign-in has a message format for (CAIP-122): EIP-4361 for eip155,
 * Sign-In With Solana for solana. Bitcoin (bip122) has none, so a Bitcoin connection is never
 * asked to sign in.
 */
export const siwxNamespaces: ReadonlyArray<ChainNamespace> = ["eip155", "solana"]

/**
 * Whether sign-in is asked of a connection in `namespace` made with a connector of
 * `connectorType`: a namespace with a message format, and on the embedded wallet (AUTH) EVM
 * only (spec 5: "Embedded-wallet sign-in applies only to EVM").
 * @example
 * asksSignIn("solana", "ANNOUNCED") // true
 * asksSignIn("solana", "AUTH") // false
 */
export const asksSignIn = (namespace: string, connectorType: string | undefined): boolean =>
  siwxNamespaces.some((known) => known === namespace) &&
  (connectorType !== "AUTH" || namespace === "eip155")

/**
 * Whether two addresses of `namespace` name the same account: EVM addresses in any letter
 * case, any other family's (base58, bech32) exactly as written.
 * @example
 * isSameAccount("eip155", "0xAb…", "0xab…") // true
 */
export const isSameAccount = (namespace: string, a: string, b: string): boolean =>
  namespace === "eip155" ? a.toLowerCase() === b.toLowerCase() : a === b
