/**
 * The origins allowed by default to embed the secure site (spec 6): localhost, any IP
 * address host (`{ip}`), *.pages.dev, *.vercel.app, *.ngrok-free.app and the two
 * secure-mobile hosts.
 */
export const defaultAllowedOrigins = [
  "localhost",
  "{ip}",
  "*.pages.dev",
  "*.vercel.app",
  "*.ngrok-free.app",
  "secure-mobile.walletconnect.com",
  "secure-mobile.walletconnect.org",
] as const

/** The pattern that stands for any IP address host. */
export const ipPattern = "{ip}"

const ipv4Pattern =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

// `URL` has already normalised the host, so an IPv6 host is a bracketed run of hex digits,
// colons and (for an embedded IPv4) dots.
const isIpHost = (hostname: string): boolean =>
  ipv4Pattern.test(hostname) || /^\[[0-9a-f:.]*:[0-9a-f:.]*\]$/.test(hostname)

interface Pattern {
  readonly protocol: string | undefined
  readonly host: string
  readonly port: string | undefined
}

const defaultPorts: Readonly<Record<string, string>> = { "http:": "80", "https:": "443" }

const parsePattern = (pattern: string): Pattern | undefined => {
  const schemeMatch = /^([a-z][a-z0-9+.-]*):\/\//i.exec(pattern)
  const rest = schemeMatch ? pattern.slice(schemeMatch[0].length) : pattern
  const hostMatch = /^(\[[^\]]+\]|[^:/[\]]+)(?::(\d+))?\/?$/.exec(rest)
  if (hostMatch?.[1] === undefined) return undefined
  return {
    protocol: schemeMatch?.[1] === undefined ? undefined : `${schemeMatch[1].toLowerCase()}:`,
    host: hostMatch[1].toLowerCase(),
    port: hostMatch[2],
  }
}

const hostMatches = (pattern: string, hostname: string): boolean => {
  if (pattern === ipPattern) return isIpHost(hostname)
  if (pattern.startsWith("*.")) {
    // "*.pages.dev" matches any subdomain depth, but not "pages.dev" itself.
    const suffix = pattern.slice(1)
    return hostname.endsWith(suffix) && hostname.length > suffix.length
  }
  return hostname === pattern
}

const matches = (pattern: Pattern, url: URL): boolean => {
  if (pattern.protocol !== undefined && pattern.protocol !== url.protocol) return false
  if (!hostMatches(pattern.host, url.hostname)) return false
  const port = url.port === "" ? defaultPorts[url.protocol] : url.port
  if (pattern.port !== undefined) return pattern.port === port
  // Dev servers run on any port of localhost or an IP; a public host is reached on its
  // scheme's default port only, unless the pattern names another one.
  return pattern.host === "localhost" || pattern.host === ipPattern || url.port === ""
}

/**
 * Whether a page origin may embed the secure site. A pattern is a host (`example.com`),
 * a wildcard host (`*.example.com`, matching subdomains at any depth but not the bare
 * domain), `localhost` or `{ip}` (any IPv4 or IPv6 host), optionally with a scheme
 * (`https://…`, else http and https both match) and a port (else any port for localhost
 * and IPs, the default port for other hosts). Hosts compare case-insensitively.
 * @example
 * isOriginAllowed("https://my-app.vercel.app", defaultAllowedOrigins) // true
 * isOriginAllowed("http://127.0.0.1:5173", defaultAllowedOrigins) // true
 */
export const isOriginAllowed = (origin: string, patterns: ReadonlyArray<string>): boolean => {
  // `new URL` and `.trim` would turn an untyped caller's ["http://localhost"] into the text
  // it holds (or throw on null): only a string origin and string patterns are read.
  if (typeof origin !== "string" || !Array.isArray(patterns)) return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false
  return patterns.some((text: unknown) => {
    if (typeof text !== "string") return false
    const pattern = parsePattern(text.trim())
    return pattern !== undefined && matches(pattern, url)
  })
}
