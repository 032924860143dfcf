import { Duration } from "effect"
import { type HttpTransport, http } from "viem"
import { httpTimeout, limits, rpcRetryBase } from "../Schedules"
import { rpcUrl } from "./rpcUrl"

/**
 * A viem HTTP transport to the provider's blockchain RPC for one chain, with the policy of
 * spec 7 and 9: JSON-RPC batched over POST (1000 a batch), 3 retries from 150 ms doubling
 * on 403, 408, 413, 429, 500, 502, 503 and 504 with Retry-After respected, 10 s timeout.
 * viem's own retry honours exactly this status list and Retry-After, so it is configured
 * with our named values rather than wrapped again.
 */
export const rpcTransport = (options: Parameters<typeof rpcUrl>[0]): HttpTransport =>
  http(rpcUrl(options), {
    batch: { batchSize: limits.rpcBatchSize },
    retryCount: limits.rpcRetries,
    retryDelay: Duration.toMillis(rpcRetryBase),
    timeout: Duration.toMillis(httpTimeout),
  })
