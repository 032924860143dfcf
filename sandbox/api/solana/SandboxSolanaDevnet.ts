import { createSolanaRpc, isSolanaError, type Rpc, type SolanaRpcApi } from "@solana/kit"
import { DevnetNotAnsweringError } from "../DevnetNotAnsweringError"

/** An SPL token the sandbox knows by name on a Solana devnet (its seeded test token). */
export interface SandboxSolanaToken {
  /** The mint's base58 address. */
  readonly mint: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/**
 * A Solana devnet the sandbox API serves (balances, history, the JSON-RPC proxy): where it
 * answers and the tokens it knows, e.g. from `startSolanaDevnet()`.
 */
export interface SandboxSolanaDevnet {
  readonly name: string
  /** `solana:<genesis hash prefix>`. */
  readonly caipNetworkId: string
  /** Its JSON-RPC over HTTP. */
  readonly rpcUrl: string
  /** The SPL tokens listed by name in balances and history (others are left out of balances). */
  readonly tokens: ReadonlyArray<SandboxSolanaToken>
}

/** A Solana devnet as the handlers see it: with one @solana/kit RPC client for every request. */
export interface ServedSolanaDevnet extends SandboxSolanaDevnet {
  readonly rpc: Rpc<SolanaRpcApi>
  /** How long a call may take before the devnet counts as not answering. */
  readonly timeoutMs: number
}

/** Prepares a Solana devnet for serving: a client reused by every request. */
export const serveSolanaDevnet = (
  devnet: SandboxSolanaDevnet,
  timeoutMs: number,
): ServedSolanaDevnet => ({
  name: devnet.name,
  caipNetworkId: devnet.caipNetworkId,
  rpcUrl: devnet.rpcUrl,
  tokens: devnet.tokens,
  rpc: createSolanaRpc(devnet.rpcUrl),
  timeoutMs,
})

/**
 * Whether a failure of @solana/kit's client means the node gave no answer: fetch failed (the
 * connection was refused or reset) or the call was aborted by its timeout. An HTTP status or
 * a JSON-RPC error is an answer, which the client throws as a SolanaError.
 */
const isNoAnswer = (error: unknown): boolean =>
  !isSolanaError(error) &&
  ((error instanceof TypeError && error.message === "fetch failed") ||
    (error instanceof DOMException &&
      (error.name === "TimeoutError" || error.name === "AbortError")))

/**
 * Runs `read` against a Solana devnet with an abort signal that ends it after the devnet's
 * timeout; when the node gives no answer the failure becomes a {@link DevnetNotAnsweringError}
 * naming the devnet (the API's 502), any other failure is passed on as it is.
 * @example
 * const { value } = await readSolanaDevnet(devnet, (abortSignal) =>
 *   devnet.rpc.getBalance(owner).send({ abortSignal }),
 * )
 */
export const readSolanaDevnet = async <T>(
  devnet: ServedSolanaDevnet,
  read: (abortSignal: AbortSignal) => Promise<T>,
): Promise<T> => {
  try {
    return await read(AbortSignal.timeout(devnet.timeoutMs))
  } catch (cause) {
    throw isNoAnswer(cause) ? new DevnetNotAnsweringError({ devnet, cause }) : cause
  }
}
