import { DevnetNotAnsweringError } from "../DevnetNotAnsweringError"

/**
 * A Bitcoin chain the sandbox API serves (balances, history, supported chains): where its
 * Esplora API answers, e.g. from `startBitcoinRegtest()`.
 */
export interface SandboxBitcoinChain {
  readonly name: string
  /** `bip122:<genesis hash prefix>`. */
  readonly caipNetworkId: string
  /** Its Esplora API's base URL. */
  readonly esploraUrl: string
}

/** A Bitcoin chain as the handlers see it: with how long a read may take. */
export interface ServedBitcoinChain extends SandboxBitcoinChain {
  /** How long a call may take before the chain counts as not answering. */
  readonly timeoutMs: number
}

/** Prepares a Bitcoin chain for serving. */
export const serveBitcoinChain = (
  chain: SandboxBitcoinChain,
  timeoutMs: number,
): ServedBitcoinChain => ({
  name: chain.name,
  caipNetworkId: chain.caipNetworkId,
  esploraUrl: chain.esploraUrl,
  timeoutMs,
})

/** The Esplora API answered a read with another status than 200 (its text says why). */
export class EsploraStatusError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`Esplora answered ${status}: ${text}`)
    this.name = "EsploraStatusError"
  }
}

/** Whether fetch failed without an answer: the connection was refused or reset, or the read timed out. */
const isNoAnswer = (error: unknown): boolean =>
  (error instanceof TypeError && error.message === "fetch failed") ||
  (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))

/**
 * GETs `path` of a chain's Esplora API and reads its JSON, within the chain's timeout; when the
 * chain gives no answer the failure is a {@link DevnetNotAnsweringError} naming it (the API's
 * 502), and another status than 200 an {@link EsploraStatusError}.
 * @example
 * const stats = await readEsplora<EsploraAddress>(chain, `/address/${address}`)
 */
export const readEsplora = async <T>(chain: ServedBitcoinChain, path: string): Promise<T> => {
  let response: Response
  try {
    response = await fetch(`${chain.esploraUrl}${path}`, {
      signal: AbortSignal.timeout(chain.timeoutMs),
    })
  } catch (cause) {
    throw isNoAnswer(cause) ? new DevnetNotAnsweringError({ devnet: chain, cause }) : cause
  }
  if (response.status !== 200) throw new EsploraStatusError(response.status, await response.text())
  return (await response.json()) as T
}
