import { localeDirection } from "../../../../core"
import type { OidcSocialProvider } from "../oidc/OidcProviderRegistration"
import type { SocialLoginError } from "./SocialLoginError"
import { type SocialPageTexts, socialPageTexts } from "./socialPageTexts"

/**
 * How long a finished social login's handoff may wait to be redeemed by the secure frame
 * (through the popup's opener, the dApp): 2 minutes, the popup hands it over at once.
 */
export const socialLoginHandoffLifetimeMs = 2 * 60 * 1000

/** Where the result URIs of finished logins live: `<site origin>/v1/social/result/<id>`. */
export const socialResultPathPrefix = "/v1/social/result/"

/** A social login the site finished: who signed in, and the URI the frame redeems it by. */
export interface SocialLoginResult {
  readonly provider: OidcSocialProvider
  readonly userId: string
  /** Whether this login made the user (their first sign-in). */
  readonly created: boolean
  /** `<site origin>/v1/social/result/<id>`: redeemed once, with the frame's secret. */
  readonly resultUri: string
}

/**
 * The policy of the pages without script (a refused login): inline styles, no form, never
 * framed, nothing fetched.
 */
export const socialResultPageCsp =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** The policy of the success page: the same, and its one script, by `nonce`. */
export const socialSuccessPageCsp = (nonce: string): string =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const page = (texts: SocialPageTexts, title: string, main: string) => `<!doctype html>
<html lang="${texts.lang}" dir="${localeDirection(texts.lang)}">
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
 * JSON safe inside a `<script>` element: `<`, `>` and `&` as \u escapes, so no text in it can
 * close the element or open a comment.
 */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")

/**
 * The callback's page for a browser: says the login succeeded, and its one script (allowed by
 * `nonce` alone) posts `{ resultUri }` to the popup's opener, to the dApp's `origin` only (the
 * browser drops it if the opener is on any other), then closes the popup. The result URI alone
 * signs no one in: only the frame's secret redeems it.
 */
export const renderSocialLoginSuccess = (
  result: { readonly resultUri: string; readonly origin: string },
  nonce: string,
  texts: SocialPageTexts = socialPageTexts(undefined),
): string =>
  page(
    texts,
    texts.signedInTitle,
    `<main data-social-result><h1>${escapeHtml(texts.signedInTitle)}</h1><p>${escapeHtml(texts.signedInDetail)}</p></main>
<script nonce="${escapeHtml(nonce)}">(function(){var o=window.opener;if(o)o.postMessage({resultUri:${scriptJson(result.resultUri)}},${scriptJson(result.origin)});window.close()})()</script>`,
  )

/**
 * The page of a refused login: why (its message, in the page's language where it has it), and
 * its reason in `data-social-error`.
 */
export const renderSocialLoginFailure = (
  error: SocialLoginError,
  texts: SocialPageTexts = socialPageTexts(undefined),
): string =>
  page(
    texts,
    texts.failedTitle,
    `<main data-social-error="${escapeHtml(error.reason)}"><h1>${escapeHtml(texts.failedTitle)}</h1><p>${escapeHtml(texts.refusals[error.reason] ?? error.message)}</p></main>`,
  )

/**
 * The page the dApp opens the popup at (spec 5: a loading page of the secure site), before it
 * knows where to send it: plain, no script, nothing fetched. The pages speak `texts`' language
 * (the browser's, see socialPageTexts), English by default. The dApp then sets the popup's
 * location to the start URI the frame gave it.
 */
export const renderSocialLoadingPage = (
  texts: SocialPageTexts = socialPageTexts(undefined),
): string =>
  page(
    texts,
    texts.loadingTitle,
    `<main><h1>${escapeHtml(texts.loadingTitle)}</h1><p role="status">${escapeHtml(texts.loadingStatus)}</p></main>`,
  )
