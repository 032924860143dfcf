import type { IDToken } from "oauth4webapi"
import type { OidcSocialProvider } from "./OidcProviderRegistration"

/** Who signed in, from a verified ID token. */
export interface OidcIdentity {
  /** The social provider the site asked (the sign-in's own record, not the token's word). */
  readonly provider: OidcSocialProvider
  /** The token's issuer. The person is `issuer` + `sub`: a sub is unique only at its issuer. */
  readonly issuer: string
  readonly sub: string
  readonly email?: string
  /** Whether the provider vouches for `email`; only a true one proves the person owns it. */
  readonly emailVerified?: boolean
  readonly name?: string
}

/** The identity in verified ID token claims; claims of the wrong type are left out. */
export const toOidcIdentity = (provider: OidcSocialProvider, claims: IDToken): OidcIdentity => ({
  provider,
  issuer: claims.iss,
  sub: claims.sub,
  ...(typeof claims.email === "string" ? { email: claims.email } : {}),
  ...(typeof claims.email_verified === "boolean" ? { emailVerified: claims.email_verified } : {}),
  ...(typeof claims.name === "string" ? { name: claims.name } : {}),
})
