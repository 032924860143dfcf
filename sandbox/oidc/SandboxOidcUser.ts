/** A fixed account of the sandbox's OIDC provider: what its ID tokens say about the person. */
export interface SandboxOidcUser {
  /** The subject: stable and unique at the provider, the identity the secure site keys on. */
  readonly sub: string
  /** The name the sign-in page shows and the `profile` scope releases. */
  readonly name: string
  /** Released with the `email` scope; absent as for an X account without one. */
  readonly email?: string
  /** Whether the provider vouches for the email (Google does; an unverified one is no proof). */
  readonly emailVerified?: boolean
}

/**
 * The sandbox provider's default accounts: one with a verified email, one whose email the
 * provider has not verified, and one without an email, the three cases a secure site meets.
 */
export const sandboxOidcUsers: ReadonlyArray<SandboxOidcUser> = [
  { sub: "sandbox-alice", name: "Alice Sandbox", email: "alice@foyer.test", emailVerified: true },
  { sub: "sandbox-bob", name: "Bob Sandbox", email: "bob@foyer.test", emailVerified: false },
  { sub: "sandbox-carol", name: "Carol Sandbox" },
]

/**
 * A user's claims as OIDC names them. oidc-provider releases only those of the granted scopes
 * (openid: sub; email: email, email_verified; profile: name).
 */
export const sandboxOidcClaims = (
  user: SandboxOidcUser,
): { readonly sub: string } & Record<string, unknown> => ({
  sub: user.sub,
  name: user.name,
  ...(user.email === undefined
    ? {}
    : { email: user.email, email_verified: user.emailVerified ?? false }),
})
