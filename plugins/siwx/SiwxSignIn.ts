import { Schema } from "effect"
import type { CaipNetworkId } from "../../core"

// A CAIP-2 id as stored: checked for its shape, typed as the kernel types it.
const CaipNetworkIdText = Schema.String.check(
  Schema.isPattern(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
) as unknown as Schema.Codec<CaipNetworkId, string>

/** The fields of a signed sign-in message, as a session keeps them (the message layer's `SiwxMessageFields`). */
export const SiwxSignInFields = Schema.Struct({
  accountAddress: Schema.String,
  chainId: CaipNetworkIdText,
  domain: Schema.String,
  scheme: Schema.optionalKey(Schema.String),
  uri: Schema.String,
  version: Schema.Literal("1"),
  nonce: Schema.String,
  statement: Schema.optionalKey(Schema.String),
  resources: Schema.optionalKey(Schema.Array(Schema.String)),
  requestId: Schema.optionalKey(Schema.String),
  issuedAt: Schema.String,
  expirationTime: Schema.optionalKey(Schema.String),
  notBefore: Schema.optionalKey(Schema.String),
})

/**
 * A sign-in session (spec 3: "a session is kept per address and network"): the message the
 * wallet signed, its fields and the signature. It lasts until the message's expiration time.
 */
export const SiwxSignIn = Schema.Struct({
  fields: SiwxSignInFields,
  /** The exact text that was signed. */
  message: Schema.String,
  signature: Schema.String,
})

/** A sign-in session. */
export type SiwxSignIn = typeof SiwxSignIn.Type
