import { echoInput } from "./echoInput"

/**
 * The namespaces of the JSON-RPC methods the proxy forwards: those a public node serves. The
 * proxy answers any origin (CORS *), so a page a visitor happens to open could otherwise reset
 * a devnet (`anvil_reset`), rewrite its contracts (`anvil_setCode`) or rewind it
 * (`evm_revert`) for everyone: anvil's cheats (`anvil_*`, `evm_*`, `hardhat_*`, `debug_*`, …)
 * stay on the devnet's own URL, which the sandbox's tooling and tests use.
 */
const servedNamespaces: ReadonlyArray<string> = ["eth_", "net_", "web3_"]

/** anvil's own methods inside the eth_ namespace that no public node has. */
const anvilEthMethods: ReadonlySet<string> = new Set(["eth_sendUnsignedTransaction"])

/** JSON-RPC's "method not found", what a node answers for a method it does not serve. */
const methodNotFound = -32601

/** Whether the proxy forwards a call of `method` to the devnet. */
export const isForwardedRpcMethod = (method: string): boolean =>
  servedNamespaces.some((namespace) => method.startsWith(namespace)) && !anvilEthMethods.has(method)

/** The message of the JSON-RPC error that answers a call the proxy does not forward. */
export const cheatRefusalMessage = (method: string): string =>
  `Method not found: the sandbox's RPC proxy serves what a public node does (eth_, net_ and web3_ methods), not ${echoInput(method)}; devnet cheats go to the devnet's own URL`

/** Which JSON-RPC methods the proxy forwards to a family's devnet, and how it refuses the others. */
export interface RpcMethodPolicy {
  readonly isForwarded: (method: string) => boolean
  /** The message of the "method not found" that answers a call it does not forward. */
  readonly refusalMessage: (method: string) => string
}

/** The EVM devnets' policy: the eth_, net_ and web3_ methods of a public node. */
export const evmRpcMethodPolicy: RpcMethodPolicy = {
  isForwarded: isForwardedRpcMethod,
  refusalMessage: cheatRefusalMessage,
}

/**
 * The Solana methods not named `get…` that a public Solana devnet node serves and the kit and
 * wallets call: a read (`isBlockhashValid`), sending, simulating, and the faucet.
 */
const solanaOtherMethods: ReadonlySet<string> = new Set([
  "isBlockhashValid",
  "sendTransaction",
  "simulateTransaction",
  "requestAirdrop",
])

/**
 * Whether the proxy forwards a call of `method` to a Solana devnet: Solana's read methods
 * (`getBalance`, `getLatestBlockhash`, …), `sendTransaction`, `simulateTransaction` and
 * `requestAirdrop`, what a public Solana devnet node serves. Anything else (a devnet's own
 * control method, were it to grow one) stays on the devnet's own URL.
 */
export const isForwardedSolanaRpcMethod = (method: string): boolean =>
  /^get[A-Z][A-Za-z]*$/.test(method) || solanaOtherMethods.has(method)

/** The Solana devnets' policy: {@link isForwardedSolanaRpcMethod}. */
export const solanaRpcMethodPolicy: RpcMethodPolicy = {
  isForwarded: isForwardedSolanaRpcMethod,
  refusalMessage: (method) =>
    `Method not found: the sandbox's RPC proxy serves what a public Solana node does (its get… reads, isBlockhashValid, sendTransaction, simulateTransaction and requestAirdrop), not ${echoInput(method)}`,
}

/** A JSON-RPC call as the proxy reads it: an object, maybe with an id and a method. */
type RpcCall = Readonly<Record<string, unknown>>

/** How the proxy answers a checked JSON-RPC body: what it forwards, and how it answers. */
export type RpcProxyPlan =
  /** Forward the body as it came. */
  | { readonly _tag: "ForwardAll" }
  /** Answer with `answer` alone: every call was refused. */
  | { readonly _tag: "AnswerAlone"; readonly answer: unknown }
  /**
   * A batch of both: forward `forward` (the calls the devnet may take, in order), then put
   * the devnet's answers back among the refusals with `merge`.
   */
  | {
      readonly _tag: "ForwardSome"
      readonly forward: ReadonlyArray<RpcCall>
      readonly merge: (answers: ReadonlyArray<unknown>) => ReadonlyArray<unknown>
    }

/**
 * Splits a JSON-RPC body that `checkJsonRpcBody` accepted (a call object, or a batch of them)
 * into the calls the devnet gets and those the proxy refuses itself with "method not found"
 * (by the devnet family's `policy`, EVM's by default), each refusal in the place of its call,
 * as a node answers a batch.
 * @example
 * planRpcProxy({ jsonrpc: "2.0", id: 1, method: "anvil_reset" })
 * // { _tag: "AnswerAlone", answer: { jsonrpc: "2.0", id: 1, error: { code: -32601, … } } }
 */
export const planRpcProxy = (
  body: unknown,
  policy: RpcMethodPolicy = evmRpcMethodPolicy,
): RpcProxyPlan => {
  // Whether the proxy answers this call itself rather than forwarding it.
  const isRefused = (call: RpcCall): boolean =>
    typeof call.method === "string" && !policy.isForwarded(call.method)
  const refusalOf = (call: RpcCall) => ({
    jsonrpc: "2.0",
    id: call.id ?? null,
    error: { code: methodNotFound, message: policy.refusalMessage(String(call.method)) },
  })
  if (!Array.isArray(body)) {
    const call = body as RpcCall
    return isRefused(call)
      ? { _tag: "AnswerAlone", answer: refusalOf(call) }
      : { _tag: "ForwardAll" }
  }
  const calls = body as ReadonlyArray<RpcCall>
  const forward = calls.filter((call) => !isRefused(call))
  if (forward.length === calls.length) return { _tag: "ForwardAll" }
  if (forward.length === 0) return { _tag: "AnswerAlone", answer: calls.map(refusalOf) }
  return {
    _tag: "ForwardSome",
    forward,
    merge: (answers) => {
      // A node answers a batch call by call, in order (anvil does); were it to answer
      // otherwise, its answers still come first and the refusals after them, as a client
      // matches a batch's answers by id.
      if (answers.length !== forward.length)
        return [...answers, ...calls.filter(isRefused).map(refusalOf)]
      let next = 0
      return calls.map((call) => (isRefused(call) ? refusalOf(call) : answers[next++]))
    },
  }
}
