import { Duration } from "effect"
import type { FallbackTransportConfig } from "viem"
import { fallbackTransportPolling, fallbackTransportWeights, limits } from "../Schedules"

/** viem's rank options of a fallback transport (its `rank` option, as an object). */
export type FallbackRankOptions = Exclude<NonNullable<FallbackTransportConfig["rank"]>, boolean>

/** The JSON-RPC method each ranking ping asks: viem's own default, which every node serves. */
export const rankPingMethod = "net_listening"

/**
 * How viem's fallback transport ranks the RPC URLs of a network (spec 9 "Fallback transport"):
 * every 4000 ms it pings each URL, and orders them by their last 10 samples, answered pings
 * weighing 0.7 and speed 0.3. The first ping goes out when the transport is made, which the kit
 * does on its first read of the network (after the visitor connects or a session is restored),
 * never at start.
 *
 * viem's ranking loop has no stop of its own: once `signal` is aborted (the kit is disposed),
 * the next ping sends nothing and never settles, so the loop waits on it for good and no timer
 * is left behind.
 * @example
 * fallback(transports, { rank: fallbackRank(kitSignal) })
 */
export const fallbackRank = (signal?: AbortSignal): FallbackRankOptions => ({
  interval: Duration.toMillis(fallbackTransportPolling),
  sampleCount: limits.fallbackTransportSamples,
  weights: { ...fallbackTransportWeights },
  ping: ({ transport }) =>
    signal?.aborted === true
      ? new Promise<never>(() => {})
      : transport.request({ method: rankPingMethod }),
})
