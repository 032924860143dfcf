// The value rules of EIP-4361's ABNF, with the RFC 3986 rules it points to (scheme, authority,
// URI, pchar). viem's parser reads a message with lenient regular expressions; these decide
// whether each value is one the format allows.

const unreserved = "A-Za-z0-9\\-._~"
const subDelims = "!$&'()*+,;="
const pctEncoded = "%[0-9A-Fa-f]{2}"
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`
const regName = `(?:[${unreserved}${subDelims}]|${pctEncoded})*`
const userinfo = `(?:[${unreserved}${subDelims}:]|${pctEncoded})*`
// An IP-literal is checked by the URL parser below; here only its outline.
const ipLiteral = "\\[[0-9A-Za-z:.\\-_~!$&'()*+,;=]+\\]"
const authority = `(?:${userinfo}@)?(?:${ipLiteral}|${regName})(?::\\d*)?`
const segment = `${pchar}*`
const segmentNz = `${pchar}+`
const hierPart = `(?://${authority}(?:/${segment})*|/(?:${segmentNz}(?:/${segment})*)?|${segmentNz}(?:/${segment})*|)`
const query = `(?:${pchar}|[/?])*`
const scheme = "[A-Za-z][A-Za-z0-9+\\-.]*"

const schemePattern = new RegExp(`^${scheme}$`)
const authorityPattern = new RegExp(`^(?:(${userinfo})@)?(${ipLiteral}|${regName})(?::\\d*)?$`)
const uriPattern = new RegExp(`^${scheme}:${hierPart}(?:\\?${query})?(?:#${query})?$`)
const requestIdPattern = new RegExp(`^${pchar}*$`)
// statement = *( reserved / unreserved / " " ): RFC 3986's reserved and unreserved characters.
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
const chainIdPattern = /^(?:0|[1-9]\d*)$/

// An IP-literal's inside (IPv6 or IPvFuture) is left to the WHATWG URL parser, which knows
// every IPv6 shortening; a reg-name or IPv4 host is already settled by the pattern.
const isIpLiteralHost = (host: string): boolean => {
  if (/^\[v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+\]$/.test(host)) return true
  try {
    return new URL(`http://${host}/`).hostname !== ""
  } catch {
    return false
  }
}

/** Whether `text` is an RFC 3986 URI scheme (e.g. "https"). */
export const isScheme = (text: string): boolean => schemePattern.test(text)

/** Whether `text` is a non-empty RFC 3986 authority: `[userinfo "@"] host [":" port]`. */
export const isAuthority = (text: string): boolean => {
  const match = authorityPattern.exec(text)
  if (match === null) return false
  const host = match[2] ?? ""
  if (host === "") return false
  return !host.startsWith("[") || isIpLiteralHost(host)
}

/** Whether `text` is an RFC 3986 URI (scheme ":" hier-part, optional query and fragment). */
export const isUri = (text: string): boolean => {
  if (!uriPattern.test(text)) return false
  const authorityOf = /^[A-Za-z][A-Za-z0-9+\-.]*:\/\/([^/?#]*)/.exec(text)
  return authorityOf === null || authorityOf[1] === "" || isAuthority(authorityOf[1] ?? "")
}

/** Whether `text` is a non-empty EIP-4361 statement: RFC 3986 reserved, unreserved and spaces. */
export const isStatement = (text: string): boolean => statementPattern.test(text)

/** Whether `text` is an EIP-4361 request id: RFC 3986 pchars, possibly none. */
export const isRequestId = (text: string): boolean => requestIdPattern.test(text)

/** Whether `text` is an EIP-155 chain id written canonically in decimal ("1", not "01"). */
export const isChainIdText = (text: string): boolean => chainIdPattern.test(text)
