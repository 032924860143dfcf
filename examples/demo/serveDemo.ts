import { readFile } from "node:fs/promises"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { extname, join, resolve, sep } from "node:path"
import { loopbackGuard } from "../../sandbox/pages/loopbackPage"
import { type DemoConfig, demoConfigElementId } from "./src/DemoConfig"

/**
 * The demo's Content-Security-Policy: scripts and styles only from the page's origin (no
 * 'unsafe-inline'), images also as data: URLs, requests only to loopback (the sandbox).
 */
export const demoContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  // The embedded wallet's secure frame, from the sandbox's secure site (served as localhost).
  "frame-src http://localhost:*",
  "frame-ancestors 'none'",
].join("; ")

/** The path the sandbox test wallet's page script is served at, when there is one. */
export const sandboxWalletPath = "/sandbox-wallet.js"

/** The path the sandbox Solana test wallet's page script is served at, when there is one. */
export const solanaWalletPath = "/sandbox-solana-wallet.js"

/** The path the sandbox Bitcoin test wallet's page script is served at, when there is one. */
export const bitcoinWalletPath = "/sandbox-bitcoin-wallet.js"

/** How to serve a built demo. */
export interface ServeDemoOptions {
  /** The folder of a production build (see buildDemo). */
  readonly dir: string
  /** Where the sandbox answers; written into the page as its run-time configuration. */
  readonly config: Omit<DemoConfig, "sandboxWallet" | "solanaWallet">
  /** The test wallet's page script: when given, the page loads it and says so. */
  readonly walletScript?: string
  /**
   * The Solana test wallet's page script (a Wallet Standard wallet over the Solana devnet's
   * accounts): when given, the page loads it too and says so.
   */
  readonly solanaWalletScript?: string
  /**
   * The Bitcoin test wallet's page script (a Wallet Standard wallet of the Bitcoin extension
   * over the Bitcoin regtest's accounts): when given, the page loads it too; the wallet is
   * listed where the demo is a Bitcoin site (`?bitcoin=on`).
   */
  readonly bitcoinWalletScript?: string
  /** The port on 127.0.0.1 (default: a free one). */
  readonly port?: number
}

/** A running demo server. */
export interface DemoServer {
  /** The page's URL, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string
  readonly close: () => Promise<void>
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
}

/** JSON that cannot end its script element early (`</script>`) or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e")

/**
 * The built index.html with the configuration (and the wallet scripts) at the end of head;
 * `bitcoinWallet` adds the Bitcoin test wallet's script.
 */
export const injectDemoConfig = (
  html: string,
  config: DemoConfig,
  bitcoinWallet = false,
): string => {
  const injected = [
    `<script type="application/json" id="${demoConfigElementId}">${scriptSafeJson(config)}</script>`,
    // A classic script runs as it is parsed, before the app's (deferred) module script.
    ...(config.sandboxWallet ? [`<script src="${sandboxWalletPath}"></script>`] : []),
    ...(config.solanaWallet ? [`<script src="${solanaWalletPath}"></script>`] : []),
    ...(bitcoinWallet ? [`<script src="${bitcoinWalletPath}"></script>`] : []),
  ]
  if (!/<\/head>/i.test(html)) throw new Error("The demo's index.html has no </head>")
  return html.replace(/<\/head>/i, `  ${injected.join("\n    ")}\n  </head>`)
}

/**
 * Serves a built demo on 127.0.0.1 with its configuration injected into index.html and a
 * strict Content-Security-Policy on every response, only to requests that name it by a
 * loopback name (its Host): the wallet scripts hold the devnet accounts' private keys, and a
 * DNS-rebinding page (a site whose name resolves to 127.0.0.1) would otherwise read it as its
 * own, as it would the onramp, pay and WalletConnect pages, which refuse it too.
 * @example
 * const demo = await serveDemo({ dir, config: { projectId, apiUrl, analyticsUrl, rpcUrl } })
 */
export const serveDemo = async (options: ServeDemoOptions): Promise<DemoServer> => {
  const root = resolve(options.dir)
  const config: DemoConfig = {
    ...options.config,
    sandboxWallet: options.walletScript !== undefined,
    solanaWallet: options.solanaWalletScript !== undefined,
  }
  const index = injectDemoConfig(
    await readFile(join(root, "index.html"), "utf8"),
    config,
    options.bitcoinWalletScript !== undefined,
  )
  const headers = (type: string) => ({
    "content-type": type,
    "content-security-policy": demoContentSecurityPolicy,
    "x-content-type-options": "nosniff",
    "cache-control": "no-cache",
  })

  const guard = loopbackGuard()
  const server = createServer((request, response) => {
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, headers(type))
      response.end(request.method === "HEAD" ? undefined : body)
    }
    if (!guard.servesHost(request)) {
      return send(403, "text/plain; charset=utf-8", "Forbidden host")
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return send(405, contentTypes[".txt"] ?? "text/plain", "Method Not Allowed")
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname)
    } catch {
      return send(400, "text/plain; charset=utf-8", "Bad Request")
    }
    if (pathname === "/" || pathname === "/index.html") {
      return send(200, contentTypes[".html"] ?? "text/html", index)
    }
    if (pathname === sandboxWalletPath && options.walletScript !== undefined) {
      return send(200, contentTypes[".js"] ?? "text/javascript", options.walletScript)
    }
    if (pathname === solanaWalletPath && options.solanaWalletScript !== undefined) {
      return send(200, contentTypes[".js"] ?? "text/javascript", options.solanaWalletScript)
    }
    if (pathname === bitcoinWalletPath && options.bitcoinWalletScript !== undefined) {
      return send(200, contentTypes[".js"] ?? "text/javascript", options.bitcoinWalletScript)
    }
    const file = resolve(root, `.${pathname}`)
    if (!file.startsWith(root + sep)) return send(404, "text/plain; charset=utf-8", "Not Found")
    readFile(file).then(
      (body) => send(200, contentTypes[extname(file)] ?? "application/octet-stream", body),
      () => send(404, "text/plain; charset=utf-8", "Not Found"),
    )
  })
  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolveListen())
  })
  const { port } = server.address() as AddressInfo
  guard.listening(port)
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections()
        server.close(() => resolveClose())
      }),
  }
}
