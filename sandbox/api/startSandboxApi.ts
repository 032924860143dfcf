import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { Result, Schema } from "effect"
import { type OperationId, operations } from "../../core/api/generated/operations"
import type { ErrorReason } from "../../core/api/generated/schemas"
import { formatIssues } from "../../core/config/formatIssues"
import { answerErrorText, errorText } from "../errorText"
import { listen } from "../listen"
import { parseRequestTarget } from "../parseRequestTarget"
import { loopbackDomains, makeAllowedDomains } from "./AllowedDomains"
import { makeAnalyticsInbox, type ReceivedAnalytics } from "./AnalyticsInbox"
import { answerClientErrors } from "./answerClientErrors"
import { type SandboxBitcoinChain, serveBitcoinChain } from "./bitcoin/SandboxBitcoinChain"
import { checkAdminCaller } from "./checkAdminCaller"
import { checkJsonRpcBody } from "./checkJsonRpcBody"
import {
  checkRequestBody,
  checkResponseBody,
  hasJsonBody,
  hasJsonResponse,
} from "./contractSchemas"
import { DevnetNotAnsweringError } from "./DevnetNotAnsweringError"
import {
  ArmedFaultSchema,
  type Fault,
  type Faults,
  makeFaults,
  rpcOperationId,
  usageFaultOperations,
} from "./Faults"
import { featureOperations, notImplementedDescription } from "./featureOperations"
import {
  maxRequestBodyBytes,
  parseJson,
  RequestBodyAbortedError,
  RequestBodyTooLargeError,
  readBody,
  sendEmpty,
  sendError,
  sendJson,
} from "./httpExchange"
import { matchOperation } from "./matchOperation"
import { makeNameRegistry, type NameEntry, sandboxNameZone } from "./NameRegistry"
import {
  type FailedReply,
  failed,
  type NoContentReply,
  type OkReply,
  type OperationHandlers,
  type SandboxContext,
} from "./OperationHandler"
import { operationHandlers } from "./operationHandlers"
import { proxyToDevnet } from "./proxyToDevnet"
import { makeResponseHolds } from "./ResponseHolds"
import { repeatedQueryParams } from "./repeatedQueryParams"
import { checkRequiredQuery, requiresProjectId } from "./requiredQueryParams"
import { isRpcNodeOperationId, rpcNodeOfPath, rpcNodeOperationId } from "./rpcNodes"
import { evmRpcMethodPolicy, solanaRpcMethodPolicy } from "./rpcProxyMethods"
import { defaultDevnetTimeoutMs, type SandboxDevnet, serveDevnet } from "./SandboxDevnet"
import { makeSiwxSessionRegistry } from "./SiwxSessionRegistry"
import { avatarDataUrl, sandboxAsset } from "./sandboxAssets"
import { type SandboxSolanaDevnet, serveSolanaDevnet } from "./solana/SandboxSolanaDevnet"

/** How to start the sandbox API server. */
export interface StartSandboxApiOptions {
  /** The devnets it serves (balances, history, JSON-RPC proxy), e.g. from `startDevnets()`. */
  readonly devnets: ReadonlyArray<SandboxDevnet>
  /**
   * The Solana devnets it serves too (balances, history, JSON-RPC proxy), e.g. from
   * `startSolanaDevnet()`; none by default.
   */
  readonly solanaDevnets?: ReadonlyArray<SandboxSolanaDevnet>
  /**
   * The Bitcoin chains it serves too (balances, history, supported chains), e.g. from
   * `startBitcoinRegtest()`; none by default.
   */
  readonly bitcoinChains?: ReadonlyArray<SandboxBitcoinChain>
  /** When set, any other project id is a 401 'Unauthorized: invalid key'. */
  readonly projectId?: string
  /**
   * The domains the project's pages are served from, as `location.host` gives them: `host`,
   * `host:port`, or `host:*` for any port. The sign-in server refuses a message for any other
   * (403). Default `loopbackDomains`: localhost, 127.0.0.1 and [::1] on any port.
   */
  readonly allowedDomains?: ReadonlyArray<string>
  /** The port on 127.0.0.1 (default 0: a free one). */
  readonly port?: number
  /** Transactions per page of history (default 10). */
  readonly historyPageSize?: number
  /**
   * Handlers that replace the sandbox's own, or serve an operation of a later feature
   * instead of its 501; their answers are validated against the contract like any other.
   */
  readonly handlers?: Partial<OperationHandlers>
  /** The largest request body it reads, in bytes (default `maxRequestBodyBytes`, 10 MiB); a larger one is a 413. */
  readonly maxBodyBytes?: number
  /**
   * How long a devnet may take to answer before the request is a 502 naming it (default
   * `defaultDevnetTimeoutMs`, 10 s).
   */
  readonly devnetTimeoutMs?: number
  /**
   * How many names registrations may add to the name service (default
   * `maxRegisteredNames`, 10 000); one more is a 507.
   */
  readonly maxRegisteredNames?: number
  /** Where contract violations and handler failures are reported (default console.error). */
  readonly log?: (message: string) => void
  /**
   * The server's clock (default the system's): name registrations must be signed within 10 s
   * of it, sign-in nonces and sessions expire by it, and records carry its times. Tests pass
   * their own instead of sleeping.
   */
  readonly now?: () => Date
}

/** A running sandbox API server: the whole provider contract and the JSON-RPC proxy. */
export interface SandboxApi {
  /** `http://127.0.0.1:<port>`: the API, analytics and RPC hosts all at once. */
  readonly url: string
  /** The fault registry behind `/__sandbox/faults`, for tests in the same process. */
  readonly faults: Faults
  /** What `/e` and `/batch` have received. */
  readonly analytics: () => ReceivedAnalytics
  /**
   * Allows sign-ins for one more domain (`host`, `host:port` or `host:*`), e.g. a page's server
   * that started after the sandbox and listens on a port chosen then.
   */
  readonly allowDomain: (domain: string) => void
  /** Stops listening, drops held responses and open connections. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/** The default number of transactions per page of history. */
export const defaultHistoryPageSize = 10

/** The description of the 401 for a project id other than the configured one. */
export const invalidKeyDescription = "Unauthorized: invalid key"

/** The body a `malformed` fault answers with: valid JSON that matches no operation's contract. */
export const malformedBody = { unexpected: true } as const

const knownFaultTargets = new Set<string>([
  ...operations.map((operation) => operation.operationId),
  rpcOperationId,
])

const corsHeaders = {
  "access-control-allow-origin": "*",
  // The kit reads Retry-After to pace its retries (spec 7); a browser hides it unless exposed.
  "access-control-expose-headers": "Retry-After",
}

const preflightMaxAgeSeconds = 600

type LooseReply = OkReply<unknown> | NoContentReply | FailedReply
type LooseHandler = (request: unknown, context: SandboxContext) => Promise<LooseReply>

const seededNames = (devnets: ReadonlyArray<SandboxDevnet>): NameEntry[] => {
  const accounts = devnets[0]?.accounts ?? []
  const seeds = [
    { label: "alice", index: 0, bio: "The first devnet account" },
    { label: "bob", index: 1, bio: null },
  ]
  return seeds.flatMap(({ label, index, bio }) => {
    const account = accounts[index]
    if (account === undefined) return []
    const name = `${label}.${sandboxNameZone}`
    return [{ name, address: account.address, avatar: avatarDataUrl(label) ?? null, bio }]
  })
}

/**
 * Starts the sandbox API on 127.0.0.1: every operation of `openapi/provider-api.yaml`
 * (routed from the generated `operations` table, answers validated with the generated
 * decoders), the analytics endpoints, the JSON-RPC proxy at `POST /v1/?chainId=<caip2>` to
 * the EVM and Solana devnets (the methods a public node serves; anvil's cheats are refused,
 * see `planRpcProxy`),
 * icons and avatars, and the loopback-only fault-injection routes under `/__sandbox/`.
 * @example
 * const devnets = await startDevnets()
 * const api = await startSandboxApi({ devnets: devnets.devnets })
 * await fetch(`${api.url}/v1/supported-chains?projectId=demo`)
 */
export const startSandboxApi = async (options: StartSandboxApiOptions): Promise<SandboxApi> => {
  const log = options.log ?? ((message: string) => console.error(message))
  const now = options.now ?? (() => new Date())
  const maxBodyBytes = options.maxBodyBytes ?? maxRequestBodyBytes
  const faults = makeFaults()
  const allowedDomains = makeAllowedDomains(options.allowedDomains ?? loopbackDomains)
  const inbox = makeAnalyticsInbox()
  const holds = makeResponseHolds()
  const upstream = new AbortController()
  const devnetTimeoutMs = options.devnetTimeoutMs ?? defaultDevnetTimeoutMs
  const devnets = options.devnets.map((devnet) => serveDevnet(devnet, devnetTimeoutMs))
  const solanaDevnets = (options.solanaDevnets ?? []).map((devnet) =>
    serveSolanaDevnet(devnet, devnetTimeoutMs),
  )
  const bitcoinChains = (options.bitcoinChains ?? []).map((chain) =>
    serveBitcoinChain(chain, devnetTimeoutMs),
  )
  const handlers: Partial<Record<OperationId, unknown>> = {
    ...operationHandlers,
    ...options.handlers,
  }
  let origin = ""
  let context: SandboxContext | undefined

  /** The 400 or 401 of a request's project id, if it has one. */
  const projectIdProblem = (query: URLSearchParams): FailedReply | undefined => {
    const given = query.get("projectId")
    if (given === null || given === "") {
      return failed(400, "projectId", "Missing required query parameter: projectId")
    }
    if (options.projectId !== undefined && given !== options.projectId) {
      return failed(401, "projectId", invalidKeyDescription)
    }
    return undefined
  }

  /** Runs the fault taken for this request; true when the request must go on to its answer. */
  const runFault = async (fault: Fault | undefined, response: ServerResponse): Promise<boolean> => {
    if (fault === undefined) return true
    switch (fault.kind) {
      case "status": {
        const description = `Fault injected by the sandbox: status ${fault.status}`
        const headers =
          fault.retryAfterSeconds === undefined
            ? corsHeaders
            : { ...corsHeaders, "retry-after": String(fault.retryAfterSeconds) }
        sendError(response, fault.status, [{ field: "sandbox", description }], headers)
        return false
      }
      case "malformed":
        sendJson(response, 200, malformedBody, corsHeaders)
        return false
      case "delay":
        return holds.hold(fault.delayMs, response)
      // The answer itself reports the plan over its limit (the handler reads the context).
      case "usageLimitExceeded":
        return true
    }
  }

  const sendReply = (operationId: OperationId, reply: LooseReply, response: ServerResponse) => {
    switch (reply._tag) {
      case "Failed":
        return sendError(response, reply.status, reply.reasons, corsHeaders)
      case "NoContent":
        return sendEmpty(response, 204, corsHeaders)
      case "Ok": {
        const issues = hasJsonResponse(operationId)
          ? checkResponseBody(operationId, reply.body)
          : [{ path: "(root)", message: "the contract gives this answer no JSON body" }]
        if (issues.length === 0) return sendJson(response, 200, reply.body, corsHeaders)
        const detail = issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")
        log(`sandbox: the ${operationId} answer does not match the contract: ${detail}`)
        const description = `The sandbox's ${operationId} answer does not match the contract: ${detail}`
        return sendError(response, 500, [{ field: "response", description }], corsHeaders)
      }
    }
  }

  const serveOperation = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    context: SandboxContext,
  ): Promise<void> => {
    const match = matchOperation(request.method ?? "GET", url.pathname)
    if (match._tag === "NoOperation") {
      const description = `No such path: ${url.pathname}`
      return sendError(response, 404, [{ field: "path", description }], corsHeaders)
    }
    if (match._tag === "MethodNotAllowed") {
      const description = `Method ${request.method} not allowed; use ${match.allowed.join(", ")}`
      return sendError(response, 405, [{ field: "method", description }], {
        ...corsHeaders,
        allow: match.allowed.join(", "),
      })
    }
    const { operationId } = match.operation
    const text = await readBody(request, maxBodyBytes)
    const fault = faults.take(operationId)
    if (!(await runFault(fault, response))) return

    const query = url.searchParams
    const repeated = repeatedQueryParams(query)
    if (repeated.length > 0) return sendError(response, 400, repeated, corsHeaders)
    const projectProblem = requiresProjectId(operationId) ? projectIdProblem(query) : undefined
    if (projectProblem !== undefined) return sendReply(operationId, projectProblem, response)

    const handler = handlers[operationId]
    if (handler === undefined) {
      const feature = featureOperations.get(operationId) ?? "unknown"
      const description = notImplementedDescription(feature)
      return sendError(response, 501, [{ field: "feature", description }], corsHeaders)
    }

    const queryProblems = checkRequiredQuery(operationId, query, ["projectId"])
    if (queryProblems.length > 0) return sendError(response, 400, queryProblems, corsHeaders)

    let body: unknown
    if (hasJsonBody(operationId)) {
      const parsed = parseJson(text)
      if (parsed === undefined) {
        const description = text === "" ? "Missing JSON request body" : "The body is not JSON"
        return sendError(response, 400, [{ field: "body", description }], corsHeaders)
      }
      const issues = checkRequestBody(operationId, parsed.value)
      if (issues.length > 0) {
        const reasons: ErrorReason[] = issues.map((issue) => ({
          field: issue.path === "(root)" ? "body" : issue.path,
          description: issue.message,
        }))
        return sendError(response, 400, reasons, corsHeaders)
      }
      body = parsed.value
    }

    // The request was routed to this operation and its body checked with this operation's
    // decoder, so it is this handler's request; TypeScript cannot correlate the two unions.
    const reply = await (handler as LooseHandler)(
      { operationId, params: match.params, query, body },
      fault?.kind === "usageLimitExceeded" ? { ...context, usageLimitExceeded: true } : context,
    )
    sendReply(operationId, reply, response)
  }

  const serveRpc = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    context: SandboxContext,
    faultTarget: string,
  ): Promise<void> => {
    if (request.method !== "POST") {
      const description = `Method ${request.method} not allowed; use POST`
      return sendError(response, 405, [{ field: "method", description }], {
        ...corsHeaders,
        allow: "POST",
      })
    }
    const text = await readBody(request, maxBodyBytes)
    if (!(await runFault(faults.take(faultTarget), response))) return
    const repeated = repeatedQueryParams(url.searchParams)
    if (repeated.length > 0) return sendError(response, 400, repeated, corsHeaders)
    const projectProblem = projectIdProblem(url.searchParams)
    if (projectProblem !== undefined) {
      return sendError(response, projectProblem.status, projectProblem.reasons, corsHeaders)
    }
    const chainId = url.searchParams.get("chainId")
    const evm = chainId === null ? undefined : context.devnet(chainId)
    const solana = chainId === null ? undefined : context.solanaDevnet(chainId)
    const target =
      evm !== undefined
        ? { devnet: evm, policy: evmRpcMethodPolicy }
        : solana !== undefined
          ? { devnet: solana, policy: solanaRpcMethodPolicy }
          : undefined
    if (target === undefined) {
      // The Bitcoin chain has no JSON-RPC to forward to: its API is Esplora's REST, on its own URL.
      const bitcoin = chainId === null ? undefined : context.bitcoinChain(chainId)
      const description =
        chainId === null
          ? "Missing required query parameter: chainId"
          : bitcoin !== undefined
            ? `${chainId} is a Bitcoin chain: the sandbox serves it over the Esplora API at ${bitcoin.esploraUrl}, not JSON-RPC`
            : `Unsupported chainId: ${chainId}`
      return sendError(response, 400, [{ field: "chainId", description }], corsHeaders)
    }
    // A body the devnet cannot take is refused here, with the contract's error body, rather
    // than forwarded for a JSON-RPC error in another shape (or a crash of the node).
    const bodyProblems = checkJsonRpcBody(text)
    if (bodyProblems.length > 0) return sendError(response, 400, bodyProblems, corsHeaders)
    // The devnet's cheats (anvil_reset, evm_revert, …) are answered here, never forwarded.
    const rpc = { ...target, text, signal: upstream.signal, timeoutMs: devnetTimeoutMs }
    return proxyToDevnet({ ...rpc, headers: corsHeaders }, response)
  }

  const serveAdmin = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> => {
    const refusal = checkAdminCaller(
      { remoteAddress: request.socket.remoteAddress, origin: request.headers.origin },
      origin,
    )
    if (refusal !== undefined) {
      request.resume()
      return sendError(response, 403, [{ field: "caller", description: refusal }])
    }
    const route = `${request.method === "HEAD" ? "GET" : request.method} ${url.pathname}`
    const text = await readBody(request, maxBodyBytes)
    switch (route) {
      case "POST /__sandbox/faults": {
        const parsed = parseJson(text)
        if (parsed === undefined) {
          return sendError(response, 400, [{ field: "body", description: "The body is not JSON" }])
        }
        const decoded = Schema.decodeUnknownResult(ArmedFaultSchema)(parsed.value, {
          errors: "all",
          onExcessProperty: "error",
        })
        if (Result.isFailure(decoded)) {
          const reasons = formatIssues(decoded.failure).map((issue) => ({
            field: issue.path === "(root)" ? "body" : issue.path,
            description: issue.message,
          }))
          return sendError(response, 400, reasons)
        }
        const target = decoded.success.operationId
        if (!knownFaultTargets.has(target) && !isRpcNodeOperationId(target)) {
          const description = `Unknown operationId: ${target} (an operationId of the contract, "${rpcOperationId}", or "${rpcNodeOperationId("<name>")}" for /nodes/<name>/)`
          return sendError(response, 400, [{ field: "operationId", description }])
        }
        const { operationId, fault } = decoded.success
        if (fault.kind === "usageLimitExceeded" && !usageFaultOperations.has(operationId)) {
          const description = `usageLimitExceeded applies only to an answer that carries the plan: ${[...usageFaultOperations].join(", ")}`
          return sendError(response, 400, [{ field: "fault.kind", description }])
        }
        faults.arm(decoded.success)
        return sendEmpty(response, 204)
      }
      case "GET /__sandbox/requests":
        return sendJson(response, 200, faults.counts())
      case "POST /__sandbox/reset":
        faults.reset()
        inbox.clear()
        context?.siwx.clear()
        return sendEmpty(response, 204)
      default: {
        const description = `No such admin route: ${route}`
        return sendError(response, 404, [{ field: "path", description }])
      }
    }
  }

  const serve = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = parseRequestTarget(request.url)
    if (url === undefined) {
      request.resume()
      const description = `Invalid request target: ${request.url}`
      return sendError(response, 400, [{ field: "path", description }], corsHeaders)
    }
    if (url.pathname.startsWith("/__sandbox/")) return serveAdmin(request, response, url)
    if (request.method === "OPTIONS") {
      request.resume()
      return sendEmpty(response, 204, {
        ...corsHeaders,
        "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
        "access-control-allow-headers":
          request.headers["access-control-request-headers"] ?? "content-type",
        "access-control-max-age": String(preflightMaxAgeSeconds),
      })
    }
    const readsOnly = request.method === "GET" || request.method === "HEAD"
    const asset = readsOnly ? sandboxAsset(url.pathname) : undefined
    if (asset !== undefined) {
      request.resume()
      return void response
        .writeHead(200, { ...corsHeaders, "content-type": asset.contentType })
        .end(asset.body)
    }
    if (context === undefined) {
      request.resume()
      const description = "The sandbox is still starting"
      return sendError(response, 503, [{ field: "sandbox", description }], corsHeaders)
    }
    if (url.pathname === "/v1/" || url.pathname === "/v1") {
      return serveRpc(request, response, url, context, rpcOperationId)
    }
    const node = rpcNodeOfPath(url.pathname)
    if (node !== undefined) {
      return serveRpc(request, response, url, context, rpcNodeOperationId(node))
    }
    return serveOperation(request, response, url, context)
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (upstream.signal.aborted) return // Stopping: the answer no longer matters.
      if (error instanceof RequestBodyAbortedError) return // No one to answer, nothing failed.
      if (error instanceof DevnetNotAnsweringError) {
        const reasons = [{ field: "devnet", description: error.message }]
        return sendError(response, 502, reasons, corsHeaders)
      }
      if (error instanceof RequestBodyTooLargeError) {
        return sendError(
          response,
          413,
          [{ field: "body", description: error.message }],
          corsHeaders,
        )
      }
      log(`sandbox: ${request.method} ${request.url} failed: ${errorText(error)}`)
      // The caller gets what failed, not viem's request (the devnet's URL, the body it sent).
      const description = `The sandbox failed to answer: ${answerErrorText(error)}`
      sendError(response, 500, [{ field: "sandbox", description }], corsHeaders)
    })
  })

  answerClientErrors(server, { headers: corsHeaders })

  const port = await listen(server, "127.0.0.1", options.port)
  origin = `http://127.0.0.1:${port}`
  const byNetwork = new Map(devnets.map((devnet) => [devnet.caipNetworkId, devnet]))
  const solanaByNetwork = new Map(solanaDevnets.map((devnet) => [devnet.caipNetworkId, devnet]))
  const bitcoinByNetwork = new Map(bitcoinChains.map((chain) => [chain.caipNetworkId, chain]))
  context = {
    origin,
    devnets,
    devnet: (caipNetworkId) => byNetwork.get(caipNetworkId),
    solanaDevnets,
    solanaDevnet: (caipNetworkId) => solanaByNetwork.get(caipNetworkId),
    bitcoinChains,
    bitcoinChain: (caipNetworkId) => bitcoinByNetwork.get(caipNetworkId),
    names: makeNameRegistry({
      entries: seededNames(options.devnets),
      chainIds: devnets.map((devnet) => devnet.chainId),
      registeredAt: now().toISOString(),
      ...(options.maxRegisteredNames === undefined ? {} : { capacity: options.maxRegisteredNames }),
    }),
    siwx: makeSiwxSessionRegistry(),
    allowedDomains,
    now,
    historyPageSize: options.historyPageSize ?? defaultHistoryPageSize,
    inbox,
    usageLimitExceeded: false,
  }

  let stopped: Promise<void> | undefined
  return {
    url: origin,
    faults,
    analytics: inbox.received,
    allowDomain: allowedDomains.add,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        upstream.abort()
        holds.dropAll()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
