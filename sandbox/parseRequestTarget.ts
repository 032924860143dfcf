/**
 * The URL of an HTTP request target in origin form (`/path?query`), or undefined for anything
 * else: `*`, absolute or authority forms, a missing target, or text that is no URL. Never throws,
 * so one hostile request line cannot take a sandbox server down. A target such as `//` is
 * a path here (`pathname` "//"), not a protocol-relative URL with an empty host.
 * @example
 * parseRequestTarget("/v1/balance?chainId=eip155:1")?.searchParams.get("chainId") // "eip155:1"
 * parseRequestTarget("//") // URL with pathname "//"
 * parseRequestTarget("*") // undefined
 */
export const parseRequestTarget = (target: string | undefined): URL | undefined => {
  if (target === undefined || !target.startsWith("/")) return undefined
  // Prefixing an origin (instead of resolving against a base) keeps "//x" a path.
  const text = `http://sandbox.invalid${target}`
  return URL.canParse(text) ? new URL(text) : undefined
}
