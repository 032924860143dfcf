import { signInCancelValue, signInUserField } from "./renderSignInPage"

/** The sign-in ended on a page of the provider instead of a redirect to the client. */
export class SandboxSignInStoppedError extends Error {
  readonly _tag = "SandboxSignInStoppedError"
  constructor(
    /** The provider's answer's status (400 for an unregistered redirect_uri, for one). */
    readonly status: number,
    /** Its body: the provider's error page. */
    readonly body: string,
  ) {
    super(`The sandbox sign-in stopped with HTTP ${status}`)
  }
}

/** A browser's cookie jar for one origin, as little as the provider's cookies need. */
const makeCookieJar = () => {
  const cookies = new Map<string, string>()
  return {
    keep: (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";")
        const separator = pair.indexOf("=")
        const name = pair.slice(0, separator).trim()
        const value = pair.slice(separator + 1).trim()
        // An expired cookie (Max-Age=0 or a past Expires) comes with an empty value.
        if (value === "") cookies.delete(name)
        else cookies.set(name, value)
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  }
}

const formAction = (html: string): string | undefined =>
  /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&")

/**
 * Walks an authorization URL of the sandbox's OIDC provider as a browser would, over HTTP:
 * follows the provider's redirects with its cookies, picks the test user `sub` on the sign-in
 * page (or Cancel with `sub: undefined`) and resolves with the URL the provider sends the
 * browser to at the client: the callback with `code` (or `error`), `state` and `iss`.
 * Rejects with {@link SandboxSignInStoppedError} when the provider answers with a page
 * instead (an unregistered redirect_uri, an unknown client).
 * @example
 * const callback = await completeSandboxSignIn(start.url, "sandbox-alice")
 */
export const completeSandboxSignIn = async (
  authorizationUrl: string | URL,
  sub: string | undefined,
): Promise<URL> => {
  const provider = new URL(authorizationUrl).origin
  const jar = makeCookieJar()
  let url = new URL(authorizationUrl)
  /** The sign-in form's body when the next request posts it. */
  let form: string | undefined
  // Sign-in page, its post, consent, resumes: a handful of steps; more is a loop.
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      redirect: "manual",
      ...(form === undefined
        ? { headers: { cookie: jar.header() } }
        : {
            method: "POST",
            body: form,
            headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
          }),
    })
    jar.keep(response)
    const location = response.headers.get("location")
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel()
      url = new URL(location, url)
      form = undefined
      if (url.origin !== provider) return url
      continue
    }
    const body = await response.text()
    const action = response.status === 200 ? formAction(body) : undefined
    if (action === undefined) throw new SandboxSignInStoppedError(response.status, body)
    url = new URL(action, url)
    form = new URLSearchParams({ [signInUserField]: sub ?? signInCancelValue }).toString()
  }
  throw new Error("The sandbox sign-in redirected too many times")
}
