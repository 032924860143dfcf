import { Result, Schema } from "effect"
import type { SocialLoginError } from "./SocialLoginError"
import { openSealedJson, sealJson } from "./sealedValue"
import { oidcSocialProviders } from "./socialLoginAttempt"

/**
 * How long the sealed result of a finished social login may wait to be picked up by the
 * secure frame (through the popup's opener): 2 minutes, the popup hands it over at once.
 */
export const socialLoginHandoffLifetimeMs = 2 * 60 * 1000

const SocialLoginHandoff = Schema.Struct({
  provider: Schema.Literals(oidcSocialProviders),
  userId: Schema.String,
  sessionToken: Schema.String,
  /** When the handoff stops opening (not the session's end). */
  expiresAt: Schema.Number,
})

/** A finished social login, as the secure frame will receive it. */
export type SocialLoginHandoff = typeof SocialLoginHandoff.Type

const decodeHandoff = Schema.decodeUnknownResult(SocialLoginHandoff)

/** A social login the site finished: who signed in, and the session it opened. */
export interface SocialLoginResult {
  readonly provider: SocialLoginHandoff["provider"]
  readonly userId: string
  /** Whether this login made the user (their first sign-in). */
  readonly created: boolean
  readonly session: { readonly token: string; readonly expiresAt: number }
}

/** The result sealed under the site's key for the frame to pick up (see README.md). */
export const sealHandoff = (key: Uint8Array, result: SocialLoginResult, now: number): string =>
  sealJson(key, "social-login-result", {
    provider: result.provider,
    userId: result.userId,
    sessionToken: result.session.token,
    expiresAt: now + socialLoginHandoffLifetimeMs,
  } satisfies SocialLoginHandoff)

/** The handoff `sealed` carries, if it opens under `key` and has not expired at `now`. */
export const openHandoff = (
  key: Uint8Array,
  sealed: string,
  now: number,
): SocialLoginHandoff | undefined => {
  const opened = openSealedJson(key, "social-login-result", sealed)
  const decoded = opened === undefined ? undefined : decodeHandoff(opened.value)
  if (decoded === undefined || Result.isFailure(decoded)) return undefined
  return now < decoded.success.expiresAt ? decoded.success : undefined
}

/**
 * The policy of the result pages: no script at all (a later round adds the popup's one script
 * under a nonce), inline styles, no form, never framed, nothing fetched.
 */
export const socialResultPageCsp =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const page = (title: string, main: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:1.5rem;text-align:center}</style>
</head>
<body>
${main}
</body>
</html>
`

/**
 * The callback's page for a browser: says the login succeeded and carries the sealed handoff
 * in `data-social-result` for the popup's script of a later round to pass on.
 */
export const renderSocialLoginSuccess = (handoff: string): string =>
  page(
    "Signed in",
    `<main data-social-result="${escapeHtml(handoff)}"><h1>Signed in</h1><p>You can close this window.</p></main>`,
  )

/** The page of a refused login: its message, and its reason in `data-social-error`. */
export const renderSocialLoginFailure = (error: SocialLoginError): string =>
  page(
    "Sign-in failed",
    `<main data-social-error="${escapeHtml(error.reason)}"><h1>Sign-in failed</h1><p>${escapeHtml(error.message)}</p></main>`,
  )
