const parsed = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/**
 * Whether a sign-in message's URI is the one a verifier expects, or a URI under it: on the same
 * origin (scheme, host and port, as the WHATWG URL parser normalises them), with a path at or
 * below the expected path. The kit writes the page's full address (`location.href`), so a
 * server that expects its site's origin accepts a sign-in from any of its pages, and none from
 * another site. An expected URI with a query or a fragment, or one without an origin (`urn:`,
 * `did:`), matches itself only.
 * @example
 * isUriUnder("https://dapp.example", "https://dapp.example/app?tab=1") // true
 * isUriUnder("https://dapp.example/app", "https://dapp.example/application") // false
 * isUriUnder("https://dapp.example", "https://dapp.example.evil.test/") // false
 */
export const isUriUnder = (expected: string, actual: string): boolean => {
  if (actual === expected) return true
  const base = parsed(expected)
  const uri = parsed(actual)
  if (base === undefined || uri === undefined) return false
  if (base.origin === "null" || base.search !== "" || base.hash !== "") return false
  if (uri.origin !== base.origin) return false
  // "/app" covers "/app" and "/app/…", never "/application".
  const folder = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`
  return uri.pathname === base.pathname || uri.pathname.startsWith(folder)
}
