import { readFile } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { Result, Schema } from "effect"
import { formatIssues } from "../../core/config/formatIssues"
import { answerClientErrors } from "../api/answerClientErrors"
import {
  parseJson,
  RequestBodyAbortedError,
  RequestBodyTooLargeError,
  readBody,
  sendJson,
} from "../api/httpExchange"
import { errorText } from "../errorText"
import { listen } from "../listen"
import { loopbackGuard, scriptPageCsp, stopServer } from "../pages/loopbackPage"
import { parseRequestTarget } from "../parseRequestTarget"
import type { WalletConnectWallet } from "./createWalletConnectWallet"

/** How to start the wallet's control page. */
export interface StartWalletConnectWalletPageOptions {
  readonly wallet: WalletConnectWallet
  /** The interface to listen on (default 127.0.0.1). */
  readonly host?: string
  /** The port (default 0: a free one). */
  readonly port?: number
}

/** A running control page. */
export interface WalletConnectWalletPage {
  /** `http://127.0.0.1:<port>`; add `/?uri=<wc: URI>` to prefill the pairing form. */
  readonly url: string
  /** Stops serving (the wallet keeps running). Safe to call twice. */
  readonly stop: () => Promise<void>
}

/** The largest request body the page reads: its bodies are a `wc:` URI, a policy or a switch. */
export const maxPageBodyBytes = 64 * 1024

const PairBody = Schema.Struct({ uri: Schema.String.check(Schema.isStartingWith("wc:")) })

const Policy = Schema.Literals(["manual", "approve", "reject"])
const PolicyBody = Schema.Struct({
  sessions: Schema.optionalKey(Policy),
  requests: Schema.optionalKey(Policy),
})
const OneClickAuthBody = Schema.Struct({ enabled: Schema.Boolean })

// The page is read from files beside this module, which the package build copies as they
// are; @vite-ignore keeps Vite's library mode from inlining them as data: URLs, which
// readFile cannot open.
const pageFile = (name: string) => new URL(/* @vite-ignore */ `./page/${name}`, import.meta.url)

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const decodeBody = async <S extends Schema.Top & { readonly DecodingServices: never }>(
  request: IncomingMessage,
  schema: S,
): Promise<S["Type"]> => {
  const parsed = parseJson(await readBody(request, maxPageBodyBytes))
  if (parsed === undefined) throw new HttpError(400, "The body must be JSON")
  const decoded = Schema.decodeUnknownResult(schema)(parsed.value, { errors: "all" })
  if (Result.isSuccess(decoded)) return decoded.success
  throw new HttpError(
    400,
    formatIssues(decoded.failure)
      .map((issue) => `${issue.path}: ${issue.message}`)
      .join("; "),
  )
}

/**
 * Serves a small page on loopback to drive a {@link WalletConnectWallet} by hand: paste a
 * `wc:` URI (or open `/?uri=…`), approve or reject proposals and requests, disconnect
 * sessions, set what it answers on its own and whether it supports one-click auth. Its JSON
 * endpoints: GET /state, POST /pair, /policy, /one-click-auth, /proposals/:id/approve|reject, /authentications/:id/approve|reject,
 * /requests/:id/approve|reject, /sessions/:topic/disconnect.
 * @example
 * const page = await startWalletConnectWalletPage({ wallet })
 * console.log(`${page.url}/?uri=${encodeURIComponent(uri)}`)
 */
export const startWalletConnectWalletPage = async (
  options: StartWalletConnectWalletPageOptions,
): Promise<WalletConnectWalletPage> => {
  const { wallet } = options
  const host = options.host ?? "127.0.0.1"
  const [html, script] = await Promise.all([
    readFile(pageFile("index.html"), "utf8"),
    readFile(pageFile("page.js"), "utf8"),
  ])
  const guard = loopbackGuard()

  const state = () => ({
    address: wallet.address,
    chainId: wallet.chainId,
    namespaces: wallet.namespaces,
    policy: wallet.policy,
    oneClickAuth: wallet.oneClickAuth,
    proposals: wallet.proposals,
    authentications: wallet.authentications,
    requests: wallet.requests,
    sessions: wallet.sessions,
    errors: wallet.errors,
  })

  const pendingId = (text: string | undefined, ids: ReadonlyArray<number>, what: string) => {
    const id = Number(text)
    if (!ids.includes(id)) throw new HttpError(404, `No pending ${what} ${text}`)
    return id
  }

  /** What the wallet could not do becomes a 500 naming why (the page shows it). */
  const attempt = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw new HttpError(500, errorText(error))
    }
  }

  /** What POST /<kind>/:id/approve|reject decides, by kind: the pending ids and the answers. */
  const decisions = {
    proposals: {
      what: "proposal",
      ids: () => wallet.proposals.map((p) => p.id),
      approve: async (id: number) => ({ session: await attempt(() => wallet.approveSession(id)) }),
      reject: (id: number) => wallet.rejectSession(id),
    },
    authentications: {
      what: "authentication",
      ids: () => wallet.authentications.map((a) => a.id),
      approve: async (id: number) => {
        const { auths, session } = await attempt(() => wallet.approveAuthentication(id))
        // JSON has no undefined: no session (the dApp asked for no methods) is null.
        return { auths, session: session ?? null }
      },
      reject: (id: number) => wallet.rejectAuthentication(id),
    },
    requests: {
      what: "request",
      ids: () => wallet.requests.map((r) => r.id),
      approve: async (id: number) => ({ answer: await attempt(() => wallet.approveRequest(id)) }),
      reject: (id: number) => wallet.rejectRequest(id),
    },
  }

  const post = async (path: string, request: IncomingMessage): Promise<unknown> => {
    if (path === "/pair") {
      const { uri } = await decodeBody(request, PairBody)
      try {
        return await wallet.pair(uri)
      } catch (error) {
        throw new HttpError(400, errorText(error))
      }
    }
    if (path === "/policy") {
      const policy = await decodeBody(request, PolicyBody)
      wallet.setPolicy(policy)
      return { policy: wallet.policy }
    }
    if (path === "/one-click-auth") {
      const { enabled } = await decodeBody(request, OneClickAuthBody)
      wallet.setOneClickAuth(enabled)
      return { oneClickAuth: wallet.oneClickAuth }
    }
    const decision = /^\/(proposals|authentications|requests)\/(\d+)\/(approve|reject)$/.exec(path)
    if (decision !== null) {
      const pending = decisions[decision[1] as keyof typeof decisions]
      const id = pendingId(decision[2], pending.ids(), pending.what)
      if (decision[3] === "approve") return pending.approve(id)
      await attempt(() => pending.reject(id))
      return {}
    }
    const session = /^\/sessions\/([0-9a-f]+)\/disconnect$/.exec(path)
    if (session?.[1] !== undefined) {
      const topic = session[1]
      if (!wallet.sessions.some((s) => s.topic === topic)) {
        throw new HttpError(404, `No session ${topic}`)
      }
      await attempt(() => wallet.disconnect(topic))
      return {}
    }
    throw new HttpError(404, `Not found: POST ${path}`)
  }

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    // DNS rebinding: a page of another site that resolves its name to 127.0.0.1 reaches
    // this server with its own Host; only loopback names are served.
    if (!guard.servesHost(request)) {
      throw new HttpError(403, `Forbidden host: ${request.headers.host ?? "(none)"}`)
    }
    const url = parseRequestTarget(request.url)
    if (url === undefined) throw new HttpError(400, `Invalid request target: ${request.url}`)
    if (request.method === "GET" || request.method === "HEAD") {
      switch (url.pathname) {
        // "/wc?uri=" is where a kit's deep link to this wallet lands (walletDeepLink).
        case "/":
        case "/wc":
          response.writeHead(200, {
            "content-type": "text/html; charset=utf-8",
            "content-security-policy": scriptPageCsp,
          })
          return void response.end(html)
        case "/page.js":
          response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" })
          return void response.end(script)
        case "/state":
          return sendJson(response, 200, state())
        default:
          throw new HttpError(404, `Not found: GET ${url.pathname}`)
      }
    }
    if (request.method !== "POST") throw new HttpError(405, `Method not allowed: ${request.method}`)
    // A form or fetch from another site must not approve anything.
    if (!guard.acceptsOrigin(request)) {
      throw new HttpError(403, `Forbidden origin: ${request.headers.origin}`)
    }
    return sendJson(response, 200, await post(url.pathname, request))
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (error instanceof RequestBodyAbortedError) return // No one is waiting for an answer.
      request.resume()
      const status =
        error instanceof HttpError
          ? error.status
          : error instanceof RequestBodyTooLargeError
            ? 413
            : 500
      sendJson(response, status, { error: errorText(error) })
    })
  })
  answerClientErrors(server, { render: (description) => ({ error: description }) })

  const port = await listen(server, host, options.port)
  guard.listening(port)

  return { url: `http://${host}:${port}`, stop: stopServer(server) }
}
