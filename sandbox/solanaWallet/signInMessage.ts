import type { SolanaSignInInput } from "@solana/wallet-standard-features"
import { writeSiwsText } from "../../plugins/siwx/message/solana/writeSiwsText"

/** A Sign-In With Solana input once the wallet has filled in what the app may leave out. */
export type SignInFields = SolanaSignInInput & { readonly domain: string; readonly address: string }

// The standard's reference leaves out an empty value as it leaves out a missing one.
const given = (value: string | undefined): string | undefined => (value === "" ? undefined : value)

/**
 * The text of a Sign-In With Solana message (EIP-4361 with "Solana account"), in the order
 * and layout of the Solana Wallet Standard's reference (`createSignInMessageText` of
 * @solana/wallet-standard-util), written by the kit's one writer (`writeSiwsText`): the
 * domain's request line, the address, the statement after a blank line, then each given field
 * on its own line. A field the app left out (or left empty) is left out of the message, as the
 * standard asks.
 * @example
 * signInMessageText({ domain: "example.com", address: "7xK…", nonce: "abc12345" })
 */
export const signInMessageText = (fields: SignInFields): string =>
  writeSiwsText({
    domain: fields.domain,
    address: fields.address,
    statement: given(fields.statement),
    uri: given(fields.uri),
    version: given(fields.version),
    chainId: given(fields.chainId),
    nonce: given(fields.nonce),
    issuedAt: given(fields.issuedAt),
    expirationTime: given(fields.expirationTime),
    notBefore: given(fields.notBefore),
    requestId: given(fields.requestId),
    resources: fields.resources,
  })
