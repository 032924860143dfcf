import type { OutgoingHttpHeaders, ServerResponse } from "node:http"
import { type DevnetLabel, DevnetNotAnsweringError } from "./DevnetNotAnsweringError"
import { parseJson, sendJson } from "./httpExchange"
import { planRpcProxy, type RpcMethodPolicy } from "./rpcProxyMethods"

/** One JSON-RPC body for the proxy to pass to a devnet, and how. */
export interface ProxiedRpc {
  /** The devnet (EVM or Solana) and its own JSON-RPC URL. */
  readonly devnet: DevnetLabel & { readonly rpcUrl: string }
  /** The methods its family's public nodes serve (the others are refused in place). */
  readonly policy: RpcMethodPolicy
  /** The body as it came, already checked by `checkJsonRpcBody`. */
  readonly text: string
  /** Aborts the forward when the server stops. */
  readonly signal: AbortSignal
  /** How long the devnet may take before it counts as not answering. */
  readonly timeoutMs: number
  /** Headers every answer carries (CORS). */
  readonly headers: OutgoingHttpHeaders
}

/**
 * Answers a checked JSON-RPC body for `rpc.devnet`: the calls a public node of its family
 * serves go to the devnet and its answer comes back as it is; anvil's cheats (any method
 * outside `rpc.policy`) are refused in place (`planRpcProxy`). Throws {@link DevnetNotAnsweringError} when no whole answer came (the API's
 * 502); answers nothing once the server is stopping.
 */
export const proxyToDevnet = async (rpc: ProxiedRpc, response: ServerResponse): Promise<void> => {
  const { devnet, text, headers } = rpc
  const plan = planRpcProxy(parseJson(text)?.value, rpc.policy)
  if (plan._tag === "AnswerAlone") return sendJson(response, 200, plan.answer, headers)
  const answer = await fetch(devnet.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: plan._tag === "ForwardAll" ? text : JSON.stringify(plan.forward),
    // A stuck node would hold the request (and the kit's retries) forever.
    signal: AbortSignal.any([rpc.signal, AbortSignal.timeout(rpc.timeoutMs)]),
  })
    .then(async (upstreamResponse) => ({
      status: upstreamResponse.status,
      contentType: upstreamResponse.headers.get("content-type") ?? "application/json",
      text: await upstreamResponse.text(),
    }))
    .catch((failure: unknown) => ({ failure }))
  if ("failure" in answer) {
    if (rpc.signal.aborted) return // Stopping.
    // fetch fails only when no whole answer came: the node is stopped, crashed, gone or stuck.
    throw new DevnetNotAnsweringError({ devnet, cause: answer.failure })
  }
  if (response.headersSent || response.destroyed) return
  if (plan._tag === "ForwardSome") {
    const answers = parseJson(answer.text)?.value
    if (answer.status === 200 && Array.isArray(answers)) {
      return sendJson(response, 200, plan.merge(answers), headers)
    }
  }
  response.writeHead(answer.status, {
    ...headers,
    "content-type": answer.contentType,
    "content-length": Buffer.byteLength(answer.text),
  })
  response.end(answer.text)
}
