import type { IncomingMessage } from "node:http"
import { makeIdentityRepository } from "../db/IdentityRepository"
import { makeRateLimitRepository } from "../db/RateLimitRepository"
import type { SecureSiteDatabase } from "../db/SecureSiteDatabase"
import { makeSocialHandoffRepository } from "../db/SocialHandoffRepository"
import { makeOidcClient } from "../oidc/makeOidcClient"
import type { OidcProviderRegistration, OidcSocialProvider } from "../oidc/OidcProviderRegistration"
import type { SiteSessions } from "../sessions/siteSessions"
import { checkKey } from "../social/sealedValue"
import {
  makeSocialLoginRoutes,
  type SocialLoginRoutes,
  type SocialStartLimit,
  socialLoginPaths,
} from "../social/socialLoginRoutes"

/** A social provider's registration as the site takes it: its redirect URI is the site's callback. */
export type SocialProviderRegistration = Omit<OidcProviderRegistration, "redirectUri">

/** Social login on the secure site (OIDC, see social/README.md). */
export interface SecureSiteSocialLogin {
  /** The providers the site offers, by the spec's id (google, github, apple, facebook, x, discord). */
  readonly providers: Partial<Readonly<Record<OidcSocialProvider, SocialProviderRegistration>>>
  /**
   * 32 random bytes sealing the login attempts' cookies (AES-256-GCM), the same in every site
   * process (the KMS or a secret store).
   */
  readonly sealKey: Uint8Array
  /**
   * The site's public origin, as browsers and the providers reach it (`https://secure.example`):
   * the callback registered at each provider is `<siteOrigin>/v1/social/callback`. A function
   * gets the server's own URL (`http://127.0.0.1:<port>`). Default: that URL.
   */
  readonly siteOrigin?: string | ((serverUrl: string) => string)
  /** How many logins one client address may start a minute (default 10). */
  readonly startLimit?: SocialStartLimit
}

/** Throws (RangeError) when `social` cannot run: a seal key of another length than 32 bytes. */
export const checkSocialLogin = (social: SecureSiteSocialLogin): void => checkKey(social.sealKey)

/** The social callback URL a provider registration names for the site at `siteOrigin`. */
export const socialCallbackUrl = (siteOrigin: string): string =>
  new URL(socialLoginPaths.callback, siteOrigin).href

/** What the site's server gives its social routes. */
export interface SocialRoutesContext {
  readonly database: SecureSiteDatabase
  readonly sessions: SiteSessions
  readonly now: () => number
  readonly serverUrl: string
  readonly embeddingOrigins: ReadonlyArray<string> | undefined
  readonly clientAddress: (request: IncomingMessage) => string | undefined
  readonly log: (message: string) => void
}

/** The site's public origin for `social`: as given, or the server's URL. */
export const socialSiteOrigin = (social: SecureSiteSocialLogin, serverUrl: string): string =>
  typeof social.siteOrigin === "function"
    ? social.siteOrigin(serverUrl)
    : (social.siteOrigin ?? serverUrl)

/** The social login's routes on the site's database, once the server listens (its URL known). */
export const makeSiteSocialRoutes = (
  social: SecureSiteSocialLogin,
  context: SocialRoutesContext,
): SocialLoginRoutes => {
  const siteOrigin = socialSiteOrigin(social, context.serverUrl)
  const redirectUri = socialCallbackUrl(siteOrigin)
  const providers: Partial<Record<OidcSocialProvider, OidcProviderRegistration>> = {}
  for (const [id, registration] of Object.entries(social.providers) as ReadonlyArray<
    [OidcSocialProvider, SocialProviderRegistration | undefined]
  >) {
    if (registration !== undefined) providers[id] = { ...registration, redirectUri }
  }
  return makeSocialLoginRoutes({
    oidc: makeOidcClient({ providers }),
    identities: makeIdentityRepository(context.database),
    handoffs: makeSocialHandoffRepository(context.database),
    sessions: context.sessions,
    rateLimits: makeRateLimitRepository(context.database),
    sealKey: social.sealKey,
    siteOrigin,
    now: context.now,
    clientAddressOf: (request) => context.clientAddress(request) ?? "",
    log: context.log,
    ...(social.startLimit === undefined ? {} : { startLimit: social.startLimit }),
    ...(context.embeddingOrigins === undefined
      ? {}
      : { embeddingOrigins: context.embeddingOrigins }),
  })
}
