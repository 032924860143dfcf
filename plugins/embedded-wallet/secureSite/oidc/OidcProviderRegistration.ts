import type { SocialProvider } from "../../../../core"

/** The social providers signed in with OpenID Connect (Farcaster has its own sign-in). */
export type OidcSocialProvider = Exclude<SocialProvider, "farcaster">

/** The site's client registration at one social provider. */
export interface OidcProviderRegistration {
  /** The issuer identifier (https://accounts.google.com; the sandbox's http://127.0.0.1:<port>). */
  readonly issuer: string
  readonly clientId: string
  /**
   * The client secret, sent with client_secret_basic; without one the site is a public
   * client. PKCE (S256) is used either way.
   */
  readonly clientSecret?: string
  /** The site's callback URL, exactly as registered at the provider. */
  readonly redirectUri: string
  /** The scopes asked for (default "openid email profile"). */
  readonly scope?: string
  /**
   * More authorization parameters for this provider, e.g. `{ provider: "google" }` for the
   * sandbox's provider, which stands in for all of them, or `{ prompt: "select_account" }`.
   */
  readonly authorizationParams?: Readonly<Record<string, string>>
}

/** The scopes a sign-in asks for unless its registration says otherwise. */
export const defaultOidcScope = "openid email profile"
