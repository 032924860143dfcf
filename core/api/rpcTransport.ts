import { Duration } from "effect"
import { fallback, http, type Transport } from "viem"
import { httpTimeout, limits, rpcRetryBase } from "../Schedules"
import { fallbackRank } from "./fallbackRank"
import { rpcUrl } from "./rpcUrl"

/** Where a network is read: the provider's RPC for its chain, and the developer's own URLs. */
export interface RpcTransportOptions {
  /** The provider's RPC host (`endpoints.rpcUrl`). */
  readonly rpcHost: string
  /** The CAIP-2 id of the chain. */
  readonly chainId: string
  readonly projectId: string
  /**
   * The network's own RPC URLs (`customRpcUrls`: a `customNetworks` entry's
   * `rpcUrls.default.http`), tried in their order before the provider's.
   */
  readonly urls?: ReadonlyArray<string> | undefined
  /**
   * Aborted when the reader is disposed: the fallback transport's ranking pings end once every
   * reader of the same URLs is.
   */
  readonly signal?: AbortSignal | undefined
}

const batch = { batchSize: limits.rpcBatchSize }
const timeout = Duration.toMillis(httpTimeout)
const retryCount = limits.rpcRetries
const retryDelay = Duration.toMillis(rpcRetryBase)

/** The fallback transport of one network's URLs, made once, ranked while a reader lives. */
interface RankedTransport {
  /** Made on the first reader's first read: the ranking pings start then. */
  made: ReturnType<Transport> | undefined
  readonly make: Transport
  /** Aborted once every reader with a signal is disposed: the ranking ends (`fallbackRank`). */
  readonly stop: AbortController
  /** The readers whose signal is not aborted yet. */
  live: number
  /** A reader with no signal: the ranking never ends. */
  unbounded: boolean
}

/** The ranked transports by their URLs, while any of their readers lives. */
const ranked = new Map<string, RankedTransport>()

/** `signal`'s reader joins `entry`; the ranking ends, and the entry goes, with the last one. */
const join = (key: string, entry: RankedTransport, signal: AbortSignal | undefined) => {
  const release = () => {
    if (entry.live > 0 || entry.unbounded) return
    entry.stop.abort()
    if (ranked.get(key) === entry) ranked.delete(key)
  }
  if (signal === undefined) entry.unbounded = true
  else if (!signal.aborted) {
    entry.live += 1
    signal.addEventListener(
      "abort",
      () => {
        entry.live -= 1
        release()
      },
      { once: true },
    )
  }
  release()
}

/** The fallback transport over `urls`, not made yet. */
const rankedTransport = (urls: ReadonlyArray<string>): RankedTransport => {
  const stop = new AbortController()
  return {
    made: undefined,
    // Each URL is asked once per round (viem's fallback asks its transports with no retry of
    // their own): a URL that fails hands the request to the next one rather than retrying.
    make: fallback(
      urls.map((url) => http(url, { batch, timeout })),
      { rank: fallbackRank(stop.signal), retryCount, retryDelay },
    ),
    stop,
    live: 0,
    unbounded: false,
  }
}

/**
 * A viem transport to a network's node with the policy of spec 7 and 9: JSON-RPC batched over
 * POST (1000 a batch), 3 retries from 150 ms doubling on 403, 408, 413, 429, 500, 502, 503 and
 * 504 with Retry-After respected, 10 s timeout. viem's own retry honours exactly this status
 * list and Retry-After, so it is configured with our named values rather than wrapped again.
 *
 * With one URL (the provider's RPC, or a network whose own URL is that one) it is an HTTP
 * transport. With several, viem's fallback transport over them (spec 9 "Fallback transport"):
 * a request that fails at one URL goes on to the next at once, the retries apply to the round
 * over all of them, and the URLs are ranked every 4000 ms on their last 10 pings (stability
 * 0.7, latency 0.3), so a failing URL drops behind the answering ones (`fallbackRank`). The
 * ranking pings start when the transport is made, so the kit makes it on its first read.
 *
 * A network has one ranking, whoever reads it: viem starts a ranking loop each time a fallback
 * transport is made, and the Wallet's reads and the balances' would each poll the same URLs.
 * So the ranked transport of a set of URLs is made once and handed to every reader (what a
 * viem client passes when it makes its transport is not used: the policy is the kit's), and
 * its ranking ends once every reader's `signal` is aborted; a reader after that gets a new one.
 * @example
 * rpcTransport({ rpcHost, chainId: "eip155:8453", projectId, urls: ["https://base.example/rpc"] })
 */
export const rpcTransport = (options: RpcTransportOptions): Transport => {
  const urls = [...new Set([...(options.urls ?? []), rpcUrl(options)])]
  const [only] = urls
  if (urls.length === 1 && only !== undefined) {
    return http(only, { batch, retryCount, retryDelay, timeout })
  }
  const key = urls.join(" ")
  const entry: RankedTransport = ranked.get(key) ?? rankedTransport(urls)
  ranked.set(key, entry)
  join(key, entry, options.signal)
  return () => {
    entry.made ??= entry.make({})
    return entry.made
  }
}
