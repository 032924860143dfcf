import type { SandboxFarcasterAccount } from "./SandboxFarcasterAccount"

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The development wallet's name, its pages' heading and title. */
export const walletPageTitle = "Development Farcaster wallet"

/** The name of the form field whose value is the chosen account's fid (one button per account). */
export const walletPageFidField = "fid"

/**
 * The wallet page's policy: no script, no image or other resource, inline styles, a form that
 * posts to the page itself, never framed.
 */
export const walletPageCsp =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

const page = (heading: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; background: #fff; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ul { list-style: none; padding: 0; display: grid; gap: .75rem; max-width: 28rem; }
  button { font: inherit; width: 100%; text-align: start; padding: .6rem 1rem; border-radius: .5rem; border: 2px solid #472a91; background: #472a91; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`

/** What the wallet page shows for one channel. */
export interface WalletPage {
  /** Where the form posts: the page's own path and query. */
  readonly action: string
  /** The app's domain and sign-in URI, from the channel. */
  readonly domain: string
  readonly siweUri: string
  readonly accounts: ReadonlyArray<SandboxFarcasterAccount>
}

/**
 * The development Farcaster wallet, the sandbox's stand-in for the Farcaster app a visitor
 * scans the QR code with: what the app asks (its domain and URI) and a button per sandbox
 * account, "Sign in as @<username>", in one plain form with no script.
 */
export const renderWalletPage = (wallet: WalletPage): string => {
  const buttons = wallet.accounts
    .map(
      (account) =>
        `<li><button type="submit" name="${walletPageFidField}" value="${account.fid}">Sign in as @${escapeHtml(account.username)}</button></li>`,
    )
    .join("\n  ")
  return page(
    walletPageTitle,
    `<p>An app asks you to sign in with Farcaster. This is a local test wallet: pick a sandbox account, it signs with that account's custody key.</p>
<dl>
<dt>Domain</dt><dd>${escapeHtml(wallet.domain)}</dd>
<dt>URI</dt><dd>${escapeHtml(wallet.siweUri)}</dd>
</dl>
<form method="post" action="${escapeHtml(wallet.action)}">
<ul aria-label="Sandbox Farcaster accounts">
  ${buttons}
</ul>
</form>`,
  )
}

/**
 * The page after an approval: who signed in, and a link back when the app gave an http(s)
 * redirect URL.
 */
export const renderSignedInPage = (username: string, redirectUrl: string | undefined): string => {
  const back =
    redirectUrl !== undefined && /^https?:\/\//i.test(redirectUrl)
      ? `\n<p><a href="${escapeHtml(redirectUrl)}">Return to the app</a></p>`
      : ""
  return page(
    walletPageTitle,
    `<p role="status">Signed in as @${escapeHtml(username)}. You can return to the app.</p>${back}`,
  )
}

/** A page that explains why the wallet cannot go on (an unknown or expired request...). */
export const renderWalletErrorPage = (heading: string, text: string): string =>
  page(`${walletPageTitle}: ${heading}`, `<p>${escapeHtml(text)}</p>`)
