/**
 * Every delay, timeout, poll, retry and time-based limit of spec point 9 that the kernel
 * applies, named once. Code elsewhere imports these values; no duration is written inline
 * anywhere else. A plugin's own times (the embedded wallet's frame, login and polls) live in
 * its folder, beside the code that waits them out.
 */
import { Duration, Effect, Schedule } from "effect"

/** Modal shake animation (spec 2, 9). */
export const modalShake = Duration.millis(500)
/** Delay before a new toast shows when one is already open (spec 2, 9). */
export const toastSwitchDelay = Duration.millis(150)
/**
 * How long a toast with autoClose stays on screen. The spec gives no value; this one is ours,
 * named here with the others so it is found and changed in one place.
 */
export const toastAutoClose = Duration.millis(2_500)
/**
 * How long a WalletConnect pairing URI lives when the URI does not say (its
 * `expiryTimestamp`); the sign client's own pairing lifetime.
 */
export const walletConnectPairingLifetime = Duration.minutes(5)
/** Leave a kept WalletConnect pairing this long before its expiry rather than hand out a dying URI. */
export const walletConnectPairingMargin = Duration.seconds(10)
/** The shortest time a WalletConnect session request may give the wallet (rpc-methods.md MIN_INTERVAL). */
export const walletConnectRequestLifetimeMin = Duration.seconds(300)
/** The longest time a WalletConnect session request may give the wallet (MAX_INTERVAL, 7 days). */
export const walletConnectRequestLifetimeMax = Duration.days(7)
/** How long a session made by one-click auth lasts unless extended (the sign protocol's week). */
export const walletConnectSessionLifetime = Duration.days(7)
/** How long a WalletConnect disconnect waits for the wallet's acknowledgement before ending anyway. */
export const walletConnectDisconnectWait = Duration.seconds(5)
/** The first wait before a lost relay connection is opened again; it doubles each failed try. */
export const relayReconnectBase = Duration.millis(250)
/** The longest wait between two tries to reopen a relay connection. */
export const relayReconnectMax = Duration.seconds(10)
/** How long a relay request waits for its answer before it is sent again. */
export const relayRequestTimeout = Duration.seconds(10)
/** How long a relay auth JWT is valid (a new one is signed for each connection). */
export const relayAuthLifetime = Duration.days(1)
/** Token balance refetch is blocked this long after a failure (spec 5, 9). */
export const balanceRetryWindow = Duration.seconds(30)
/**
 * How long the kit waits for a wallet to answer wallet_getCapabilities or wallet_getAssets
 * before it reads the balance from the provider API instead. The spec gives no value; this one
 * is ours: an injected wallet answers at once, and a balance must not wait on a silent one.
 */
export const walletAssetsTimeout = Duration.seconds(5)
/** Analytics events are flushed this often (spec 7). */
export const analyticsFlushInterval = Duration.seconds(10)
/** Window over which error reports are counted (spec 5, 9). */
export const errorReportWindow = Duration.seconds(60)
/** Pending-transaction polling interval (spec 9). */
export const pendingTransactionsPolling = Duration.millis(30_000)
/** Default receipt wait timeout (spec 9). */
export const receiptWaitTimeout = Duration.seconds(180)
/** First backoff delay of the receipt wait; it doubles on each retry (spec 9). */
export const receiptBackoffBase = Duration.millis(200)
/**
 * How often a receipt wait asks for the receipt again. The spec gives no value; this one is
 * ours: the first check is at once (a devnet mines at once), then once a second.
 */
export const receiptPollInterval = Duration.seconds(1)
/**
 * The shorter receipt wait used by the data layer (spec 9): how long the balances' reload after
 * a transaction that did not succeed waits for its receipt (`Accounts.refreshAfter`).
 */
export const dataLayerReceiptTimeout = Duration.seconds(25)
/** Default HTTP request timeout (spec 9). */
export const httpTimeout = Duration.seconds(10)
/** First RPC/HTTP retry delay; it doubles on each retry (spec 7, 9). */
export const rpcRetryBase = Duration.millis(150)
/** Fallback transport ranking poll (spec 9). */
export const fallbackTransportPolling = Duration.millis(4_000)
/**
 * How the fallback transport scores each RPC URL from its ranking samples (spec 9): its share
 * of answered pings weighs 0.7, its speed 0.3.
 */
export const fallbackTransportWeights = { stability: 0.7, latency: 0.3 } as const

/** Cache lifetimes of spec point 9, by cached item. */
export const cacheLifetimes = {
  portfolio: Duration.seconds(30),
  nativeBalance: Duration.seconds(30),
  names: Duration.minutes(5),
  identity: Duration.minutes(5),
  history: Duration.seconds(15),
  tokenPrice: Duration.seconds(15),
  latestToolkitVersion: Duration.days(7),
} as const

/** What a cache lifetime is keyed by. */
export type CacheKind = keyof typeof cacheLifetimes

/** Counted limits that go with the schedules above (spec 5, 7, 9). */
export const limits = {
  /** RPC and HTTP retries after the first attempt. */
  rpcRetries: 3,
  /** Receipt wait retries. */
  receiptRetries: 6,
  /** Error reports allowed per errorReportWindow; the 5th in the window is the last. */
  errorReportsPerWindow: 5,
  /** Pending-transaction watching stops once its counter reaches this. */
  pendingTransactions: 99,
  /** Recent wallets kept. */
  recentWallets: 2,
  /** Analytics flush when pending events exceed this many bytes (45 KB). */
  analyticsMaxPendingBytes: 45 * 1024,
  /** JSON-RPC batch size. */
  rpcBatchSize: 1000,
  /** Multicall batch size in bytes. */
  multicallBatchBytes: 1024,
  /** The fallback transport ranks RPC URLs on this many latest samples (spec 9). */
  fallbackTransportSamples: 10,
} as const

/** HTTP statuses on which RPC and provider-API requests are retried (spec 7). */
export const retryableStatuses: ReadonlySet<number> = new Set([
  403, 408, 413, 429, 500, 502, 503, 504,
])

/**
 * What the RPC retry policy reads from a failed attempt's error.
 *
 * An error is retried when it carries a numeric `status` that is in `retryableStatuses`;
 * when it also carries a `retryAfter` (from the response's Retry-After header, see
 * `parseRetryAfter`), that wait replaces the backoff delay. Errors without a `status`
 * (for example a decode error) are never retried.
 */
export interface HttpFailure {
  /** The HTTP status of the failed response. */
  readonly status: number
  /** How long the server asked to wait before the next attempt (Retry-After). */
  readonly retryAfter?: Duration.Duration | undefined
}

/** Reads the `HttpFailure` fields of any error, or `undefined` when it has no numeric status. */
export const httpFailureOf = (error: unknown): HttpFailure | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  if (!("status" in error) || typeof error.status !== "number") return undefined
  const retryAfter =
    "retryAfter" in error && Duration.isDuration(error.retryAfter) ? error.retryAfter : undefined
  return { status: error.status, retryAfter }
}

/** True when an error carries an HTTP status on which the spec retries (403, 408, 413, 429, 5xx listed). */
export const isRetryableFailure = (error: unknown): boolean => {
  const failure = httpFailureOf(error)
  return failure !== undefined && retryableStatuses.has(failure.status)
}

/**
 * RPC and provider-API retry policy (spec 7, 9): at most 3 retries, 150 ms doubling
 * (150, 300, 600 ms), a Retry-After wait replacing the backoff, and only on the
 * statuses of `retryableStatuses`; any other error fails at once.
 */
export const rpcRetrySchedule: Schedule.Schedule<Duration.Duration, unknown> = Schedule.exponential(
  rpcRetryBase,
  2,
).pipe(
  Schedule.setInputType<unknown>(),
  Schedule.while(({ input, attempt }) => attempt <= limits.rpcRetries && isRetryableFailure(input)),
  Schedule.modifyDelay(({ input, duration }) =>
    Effect.succeed(httpFailureOf(input)?.retryAfter ?? duration),
  ),
)

/**
 * Runs an RPC or provider-API request with `rpcRetrySchedule`.
 *
 * @example
 * retryRpc(Effect.tryPromise({ try: () => fetchJson(url), catch: toHttpError }))
 */
export const retryRpc = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.retry(effect, rpcRetrySchedule)

/**
 * Parses a Retry-After header value (delta-seconds or an HTTP-date) into a wait, measured
 * from `now` (epoch ms). A date in the past gives zero; an empty or malformed value gives
 * `undefined`.
 */
export const parseRetryAfter = (
  value: string | null | undefined,
  now: number,
): Duration.Duration | undefined => {
  if (value === null || value === undefined) return undefined
  const trimmed = value.trim()
  if (trimmed === "") return undefined
  if (/^\d+$/.test(trimmed)) return Duration.seconds(Number(trimmed))
  // Every HTTP-date form names its month in letters; this keeps Date.parse from reading
  // stray numbers such as "-5" as years.
  if (!/[A-Za-z]/.test(trimmed)) return undefined
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return undefined
  return Duration.millis(Math.max(0, at - now))
}

/**
 * Receipt wait backoff (spec 9): 6 retries, 200 ms doubling (200 … 6400 ms). Bound the
 * whole wait with `Effect.timeout(receiptWaitTimeout)` (or `dataLayerReceiptTimeout`).
 */
export const receiptWaitSchedule: Schedule.Schedule<Duration.Duration, unknown> =
  Schedule.exponential(receiptBackoffBase, 2).pipe(
    Schedule.setInputType<unknown>(),
    Schedule.while(({ attempt }) => attempt <= limits.receiptRetries),
  )

/** Flushes analytics every 10 s (spec 7). */
export const analyticsFlushSchedule: Schedule.Schedule<number> =
  Schedule.spaced(analyticsFlushInterval)
/** Polls pending transactions every 30 s (spec 9). */
export const pendingTransactionsPollSchedule: Schedule.Schedule<number> = Schedule.spaced(
  pendingTransactionsPolling,
)
