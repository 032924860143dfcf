import { isAuthority } from "../../plugins/siwx/message/eip155/eip4361Grammar"

/**
 * The domains a sandbox project's pages are served from, as a real provider's project lists
 * them: its sign-in server refuses a message for any other domain (EIP-4361 asks the relying
 * party to check it; issue 30 M2). An entry is an RFC 3986 authority as a page's `location.host`
 * gives it, `host` or `host:port`, or `host:*` for the host on any port.
 */
export interface AllowedDomains {
  /** Whether a sign-in message's domain (an authority, `[userinfo@]host[:port]`) is allowed. */
  readonly allows: (domain: string) => boolean
  /** Allows one more entry (e.g. a dev server's `host:port` once it listens). */
  readonly add: (entry: string) => void
  /** The entries, in the order they were allowed. */
  readonly entries: () => ReadonlyArray<string>
}

/**
 * The entries of a sandbox started without `allowedDomains`: pages on loopback, any port, where
 * `npm start`, `foyer dev` and a test's app serve their pages.
 */
export const loopbackDomains: ReadonlyArray<string> = ["localhost:*", "127.0.0.1:*", "[::1]:*"]

/** A host (lower case, as the URL parser writes it) and its port as written, if any. */
interface Authority {
  readonly host: string
  readonly port: string | undefined
}

const anyPort = ":*"

/** The host and port of an authority without user info, or undefined when it is not one. */
const authorityOf = (text: string): Authority | undefined => {
  if (!isAuthority(text) || text.includes("@")) return undefined
  // An IPv6 host is in brackets, so the port is what follows the last ':' after them.
  const port = /:(\d*)$/.exec(text.slice(text.lastIndexOf("]") + 1))?.[1]
  const host = port === undefined ? text : text.slice(0, -(port.length + 1))
  try {
    return { host: new URL(`http://${host}/`).hostname, port: port === "" ? undefined : port }
  } catch {
    return undefined
  }
}

/**
 * The allowed domains of `entries`; an entry that is not an authority (a path, user info, a
 * scheme) throws, since it is a mistake of the sandbox's own configuration.
 * @example
 * const domains = makeAllowedDomains(["dapp.example", "127.0.0.1:*"])
 * domains.allows("127.0.0.1:5173") // true
 * domains.allows("evil.example") // false
 */
export const makeAllowedDomains = (entries: ReadonlyArray<string>): AllowedDomains => {
  const allowed: Array<{
    readonly entry: string
    readonly authority: Authority
    readonly anyPort: boolean
  }> = []
  const add = (entry: string) => {
    const wildcard = entry.endsWith(anyPort)
    const authority = authorityOf(wildcard ? entry.slice(0, -anyPort.length) : entry)
    if (authority === undefined || (wildcard && authority.port !== undefined)) {
      throw new TypeError(
        `Not an allowed domain: '${entry}' (expected host, host:port or host:*, e.g. dapp.example or 127.0.0.1:5173)`,
      )
    }
    allowed.push({ entry, authority, anyPort: wildcard })
  }
  for (const entry of entries) add(entry)
  return {
    allows: (domain) => {
      const asked = authorityOf(domain)
      if (asked === undefined) return false
      return allowed.some(
        ({ authority, anyPort }) =>
          authority.host === asked.host && (anyPort || authority.port === asked.port),
      )
    },
    add,
    entries: () => allowed.map(({ entry }) => entry),
  }
}
