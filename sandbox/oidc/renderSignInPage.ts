import type { SandboxOidcUser } from "./SandboxOidcUser"

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The sign-in page's title, also the document's name for assistive technology. */
export const signInPageTitle = "Sandbox sign-in"

/** The name of the field whose value is the chosen user's `sub` (one button per user). */
export const signInUserField = "sub"

/** The value of the sign-in form's cancel button (the field {@link signInUserField}). */
export const signInCancelValue = ""

/** What the sign-in page shows for one authorization request. */
export interface SignInPage {
  /** Where the form posts: the interaction's URL. */
  readonly action: string
  /** The client asking (its client_id). */
  readonly clientId: string
  /** The social provider the sandbox stands in for (the request's `provider` hint), if any. */
  readonly provider: string | undefined
  readonly users: ReadonlyArray<SandboxOidcUser>
}

const describeUser = (user: SandboxOidcUser): string => {
  if (user.email === undefined) return "no email"
  return user.emailVerified === true ? `${user.email}, verified` : `${user.email}, not verified`
}

/**
 * The development sign-in page of the sandbox's OIDC provider: no password, a button per test
 * user (the button's text names the user and their email) and a Cancel button, in one plain
 * form with no script. Choosing a user signs in and consents at once; Cancel answers the
 * client with access_denied.
 */
export const renderSignInPage = (page: SignInPage): string => {
  const as = page.provider === undefined ? "" : ` as ${escapeHtml(page.provider)}`
  const buttons = page.users
    .map(
      (user) =>
        `<li><button type="submit" name="${signInUserField}" value="${escapeHtml(user.sub)}">${escapeHtml(user.name)} <span>(${escapeHtml(describeUser(user))})</span></button></li>`,
    )
    .join("\n  ")
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${signInPageTitle}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; background: #fff; }
  ul { list-style: none; padding: 0; display: grid; gap: .75rem; max-width: 28rem; }
  button { font: inherit; width: 100%; text-align: start; padding: .6rem 1rem; border-radius: .5rem; border: 2px solid #1d4f91; background: #1d4f91; color: #fff; cursor: pointer; }
  button span { opacity: .9; }
  button.secondary { background: #fff; color: #1d4f91; width: auto; }
  button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${signInPageTitle}</h1>
<p>Sign in to <strong>${escapeHtml(page.clientId)}</strong>${as}. This is a local test provider: pick a test user, no password is asked.</p>
<form method="post" action="${escapeHtml(page.action)}">
<ul aria-label="Test users">
  ${buttons}
</ul>
<button type="submit" class="secondary" name="${signInUserField}" value="${signInCancelValue}">Cancel</button>
</form>
</main>
</body>
</html>
`
}

/** The provider's error page (an unregistered redirect_uri, an unknown client...): no script. */
export const renderErrorPage = (error: string, description: string | undefined): string =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${signInPageTitle}: error</title>
</head>
<body>
<main>
<h1>Sign-in error</h1>
<p><code>${escapeHtml(error)}</code>${description === undefined ? "" : `: ${escapeHtml(description)}`}</p>
</main>
</body>
</html>
`
