import type { IncomingMessage, Server } from "node:http"

/**
 * The Content-Security-Policy of a sandbox page whose only script is its own /page.js, whose
 * styles are inline and which talks only to its own origin (the onramp and WalletConnect
 * wallet pages).
 */
export const scriptPageCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ")

/**
 * The header that forbids framing in browsers older than CSP's frame-ancestors, sent with it by
 * every sandbox page a visitor acts on: a page that framed one could lead a click onto its
 * buttons (clickjacking).
 */
export const noFramingHeaders = { "x-frame-options": "DENY" } as const

/** Which requests a page served on loopback answers, once it knows its port. */
export interface LoopbackGuard {
  /** Called once the server listens: the names it is reached by are loopback ones on `port`. */
  readonly listening: (port: number) => void
  /**
   * Whether the request's Host is this server by a loopback name. DNS rebinding: a site whose
   * name resolves to 127.0.0.1 reaches this server with its own Host, which is refused.
   */
  readonly servesHost: (request: IncomingMessage) => boolean
  /**
   * Whether a request that changes something comes from the page itself: no Origin (not a
   * browser's cross-site request) or this server's own. A form or fetch of another site is not.
   */
  readonly acceptsOrigin: (request: IncomingMessage) => boolean
}

/**
 * The Host and Origin checks of a sandbox page served on loopback; nothing is served before
 * `listening` gives the port.
 * @example
 * const guard = loopbackGuard()
 * // in the handler: if (!guard.servesHost(request)) → 403
 * guard.listening(await listen(server, "127.0.0.1"))
 */
export const loopbackGuard = (): LoopbackGuard => {
  let hosts: ReadonlySet<string> = new Set()
  return {
    listening: (port) => {
      hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
    },
    servesHost: (request) => hosts.has(request.headers.host ?? ""),
    acceptsOrigin: (request) => {
      const origin = request.headers.origin
      return origin === undefined || hosts.has(origin.replace(/^http:\/\//, ""))
    },
  }
}

/**
 * The `stop` of a sandbox server: closes it and its open connections (a browser's keep-alive
 * would hold it open), resolving once closed. Safe to call twice: the second call gets the
 * first's promise.
 * @example
 * return { url, stop: stopServer(server) }
 */
export const stopServer = (server: Server): (() => Promise<void>) => {
  let stopped: Promise<void> | undefined
  return () => {
    stopped ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error === undefined ? resolve() : reject(error)))
      server.closeAllConnections()
    })
    return stopped
  }
}
