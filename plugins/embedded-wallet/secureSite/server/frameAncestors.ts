import { ipPattern } from "../../rpc/isOriginAllowed"

/**
 * A pattern CSP cannot say. Thrown at the server's start: a pattern dropped without a word would
 * leave a dApp the operator allowed unable to frame the page, with nothing saying why.
 */
export class FrameAncestorPatternError extends Error {
  constructor(
    readonly pattern: string,
    why: string,
  ) {
    super(`The embedding origin pattern "${pattern}" cannot be written in CSP: ${why}`)
    this.name = "FrameAncestorPatternError"
  }
}

// A CSP host-source's host (CSP 3): letters, digits and hyphens in dot-separated labels, with an
// optional leading "*." wildcard. Nothing else (no space, ";" or ",") may reach the header.
const cspHost = /^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/

// As isOriginAllowed reads a pattern: an optional scheme, a host, an optional port and slash.
const patternParts = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\[[^\]]+\]|[^:/[\]]+)(?::(\d+))?\/?$/i

/**
 * The `frame-ancestors` sources for the patterns the frame page's `isOriginAllowed` takes
 * (`rpc/isOriginAllowed.ts`), so the browser refuses to show the page framed by any other site:
 *
 * - `localhost` (any port, http or https): `http://localhost:* https://localhost:*`.
 * - `*.pages.dev`, `example.com` (no scheme, the default port): `https://*.pages.dev`,
 *   `https://example.com`. The pattern also lets plain http in; CSP here asks https, as a
 *   public dApp is served.
 * - A pattern with a scheme or a port (`http://example.com:8080`) as it is; `localhost:3000`
 *   (a port, no scheme) for both schemes.
 * - `{ip}` (any IP address host): CSP has no source for "any IP", and none at all for an IPv6
 *   host, so it is written `http://127.0.0.1:*` (which CSP lets https through too). A dApp served
 *   from another IPv4 address (a phone on the LAN reaching `http://192.168.1.5:5173`) or from an
 *   IPv6 one (`http://[::1]:5173`) cannot frame the page: name its origin in the list instead.
 *
 * A pattern CSP cannot write (an IPv6 host, a scheme other than http(s), a host with other
 * characters) throws `FrameAncestorPatternError`. No pattern: `'none'`.
 * @example
 * frameAncestors(["localhost", "*.pages.dev"]) // "http://localhost:* https://localhost:* https://*.pages.dev"
 */
export const frameAncestors = (patterns: ReadonlyArray<string>): string => {
  const sources = patterns.flatMap(frameAncestorSources)
  return sources.length === 0 ? "'none'" : [...new Set(sources)].join(" ")
}

/** The CSP sources of one pattern. */
const frameAncestorSources = (text: string): ReadonlyArray<string> => {
  const parts = patternParts.exec(text.trim())
  const host = parts?.[2]?.toLowerCase()
  if (parts === null || host === undefined) {
    throw new FrameAncestorPatternError(text, "it is no host, scheme://host or host:port")
  }
  const scheme = parts[1]?.toLowerCase()
  if (scheme !== undefined && scheme !== "http" && scheme !== "https") {
    throw new FrameAncestorPatternError(text, "only http and https pages can embed the frame")
  }
  const isIp = host === ipPattern
  if (!isIp && !cspHost.test(host)) {
    throw new FrameAncestorPatternError(
      text,
      host.startsWith("[")
        ? "CSP has no source for an IPv6 host"
        : "a host is letters, digits, hyphens and dots",
    )
  }
  // `{ip}`: the loopback address is the one IP a CSP source can stand for here.
  const cspHostName = isIp ? "127.0.0.1" : host
  const anyPort = isIp || host === "localhost"
  const port = parts[3] ?? (anyPort ? "*" : undefined)
  const hostPort = port === undefined ? cspHostName : `${cspHostName}:${port}`
  if (scheme !== undefined) return [`${scheme}://${hostPort}`]
  // No scheme: isOriginAllowed lets both in. An http source lets https in too (CSP 3), but
  // both are written for localhost and a port, where a dev server may be either.
  if (isIp) return [`http://${hostPort}`]
  if (anyPort || parts[3] !== undefined) return [`http://${hostPort}`, `https://${hostPort}`]
  return [`https://${hostPort}`]
}
