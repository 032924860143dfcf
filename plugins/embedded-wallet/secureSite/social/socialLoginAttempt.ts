// A social login's attempt (state, nonce, PKCE verifier) lives in the visitor's browser, in a
// cookie sealed with the site's key, not in the database: see README.md for why.
import { Result, Schema } from "effect"
import type { PendingAuthorization } from "../oidc/makeOidcClient"
import type { OidcSocialProvider } from "../oidc/OidcProviderRegistration"
import { SocialLoginError } from "./SocialLoginError"
import { openSealedJson, sealJson } from "./sealedValue"

/** The social providers signed in with OpenID Connect: the spec's list (spec 5) without farcaster. */
export const oidcSocialProviders = [
  "google",
  "github",
  "apple",
  "facebook",
  "x",
  "discord",
] as const satisfies ReadonlyArray<OidcSocialProvider>

/** Whether `value` is one of {@link oidcSocialProviders}. */
export const isOidcSocialProvider = (value: unknown): value is OidcSocialProvider =>
  typeof value === "string" && (oidcSocialProviders as ReadonlyArray<string>).includes(value)

/** How long a started social login may take to come back: 10 minutes. */
export const socialLoginAttemptLifetimeMs = 10 * 60 * 1000

const SocialLoginAttempt = Schema.Struct({
  provider: Schema.Literals(oidcSocialProviders),
  state: Schema.String,
  nonce: Schema.String,
  codeVerifier: Schema.String,
  /** Base64url SHA-256 of the secret of the frame that asked for the login: only it redeems the result. */
  binding: Schema.String,
  /** The dApp's origin the popup's result is posted to (one the site lets embed it). */
  origin: Schema.String,
  /** When the attempt stops being accepted, on the site's clock (ms). */
  expiresAt: Schema.Number,
})

/** A started social login, as its cookie carries it. */
export type SocialLoginAttempt = typeof SocialLoginAttempt.Type

const decodeAttempt = Schema.decodeUnknownResult(SocialLoginAttempt)

/**
 * The attempt cookie's name. Over https it has the `__Host-` prefix: the browser then takes it
 * only from this exact host, Secure, with Path=/, so a sibling subdomain cannot plant an
 * attempt of its own (a login CSRF that would sign the visitor in as the attacker).
 */
export const attemptCookieName = (secure: boolean): string =>
  secure ? "__Host-foyer-social-login" : "foyer-social-login"

/**
 * The attributes of the attempt cookie. HttpOnly: no script of the site's pages reads it.
 * SameSite=Lax: the browser sends it on the provider's top-level redirect back to the callback
 * (a cross-site GET navigation), not on another site's subrequests or POSTs.
 */
const cookieAttributes = (secure: boolean, maxAgeSeconds: number) =>
  `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`

/** The Set-Cookie header value that keeps `attempt` in the browser for its lifetime. */
export const attemptCookie = (
  key: Uint8Array,
  attempt: SocialLoginAttempt,
  secure: boolean,
): string =>
  `${attemptCookieName(secure)}=${sealJson(key, "social-login-attempt", attempt)}; ${cookieAttributes(
    secure,
    socialLoginAttemptLifetimeMs / 1000,
  )}`

/** The Set-Cookie header value that deletes the attempt cookie. */
export const clearedAttemptCookie = (secure: boolean): string =>
  `${attemptCookieName(secure)}=; ${cookieAttributes(secure, 0)}`

/** The value of cookie `name` in a Cookie request header, if it is there. */
export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=")
    if (separator !== -1 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim()
    }
  }
  return undefined
}

/** Whom a started login's result is for: the frame's binding and the dApp's origin. */
export interface SocialLoginRecipient {
  readonly binding: string
  readonly origin: string
}

/** A fresh attempt of the OIDC client's started sign-in for `recipient`, valid from `now`. */
export const attemptOf = (
  pending: PendingAuthorization,
  recipient: SocialLoginRecipient,
  now: number,
): SocialLoginAttempt => ({
  provider: pending.provider,
  state: pending.state,
  nonce: pending.nonce,
  codeVerifier: pending.codeVerifier,
  binding: recipient.binding,
  origin: recipient.origin,
  expiresAt: now + socialLoginAttemptLifetimeMs,
})

/**
 * The attempt in a request's Cookie header, checked: there, sealed by the site for this
 * purpose and unchanged, of the right shape, and not expired at `now` (the cookie's Max-Age
 * is the browser's word only; the sealed expiry is the site's).
 */
export const readAttempt = (
  key: Uint8Array,
  cookieHeader: string | undefined,
  secure: boolean,
  now: number,
): Result.Result<SocialLoginAttempt, SocialLoginError> => {
  const sealed = cookieValue(cookieHeader, attemptCookieName(secure))
  if (sealed === undefined || sealed === "") {
    return Result.fail(new SocialLoginError({ reason: "attempt_missing" }))
  }
  const opened = openSealedJson(key, "social-login-attempt", sealed)
  const decoded = opened === undefined ? undefined : decodeAttempt(opened.value)
  if (decoded === undefined || Result.isFailure(decoded)) {
    return Result.fail(new SocialLoginError({ reason: "attempt_invalid" }))
  }
  if (now >= decoded.success.expiresAt) {
    return Result.fail(new SocialLoginError({ reason: "attempt_expired" }))
  }
  return Result.succeed(decoded.success)
}
