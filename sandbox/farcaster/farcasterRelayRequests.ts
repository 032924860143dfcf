// The bodies of the relay's API, as the real relay's JSON schemas accept them
// (farcasterxyz/auth-monorepo, apps/relay/src/schemas.ts): required fields, formats, and no
// other property.
import { Schema } from "effect"

const isDateTime = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(text) &&
  !Number.isNaN(Date.parse(text))

const DateTime = Schema.String.check(
  Schema.makeFilter(isDateTime, { message: "Expected an RFC 3339 date-time" }),
)

const Uri = Schema.String.check(
  Schema.makeFilter(
    (text: string) => /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(text) && URL.canParse(text),
    {
      message: "Expected a URI",
    },
  ),
)

/** `POST /v1/channel`: what the app asks the visitor to sign. */
export const CreateChannelRequest = Schema.Struct({
  siweUri: Uri,
  /** An RFC 4501 authority: host and optional port. */
  domain: Schema.String.check(
    Schema.isPattern(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, { message: "Expected a domain (host[:port])" }),
  ),
  nonce: Schema.optionalKey(Schema.String),
  notBefore: Schema.optionalKey(DateTime),
  expirationTime: Schema.optionalKey(DateTime),
  requestId: Schema.optionalKey(Schema.String),
  redirectUrl: Schema.optionalKey(Schema.String),
  acceptAuthAddress: Schema.optionalKey(Schema.Boolean),
})

/** A decoded `POST /v1/channel` body. */
export type CreateChannelRequest = typeof CreateChannelRequest.Type

/** `POST /v1/channel/authenticate`: the Farcaster app's signed answer and the signer's profile. */
export const AuthenticateRequest = Schema.Struct({
  message: Schema.String,
  signature: Schema.String.check(
    Schema.isPattern(/^0x[a-fA-F0-9]{130}$/, { message: "Expected a 65-byte hex signature" }),
  ),
  authMethod: Schema.optionalKey(Schema.Literals(["custody", "authAddress"])),
  fid: Schema.Int,
  username: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(/^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/, {
        message: "Expected an fname or an ENS name",
      }),
    ),
  ),
  bio: Schema.optionalKey(Schema.String),
  displayName: Schema.optionalKey(Schema.String),
  pfpUrl: Schema.optionalKey(Uri),
})

/** A decoded `POST /v1/channel/authenticate` body. */
export type AuthenticateRequest = typeof AuthenticateRequest.Type
