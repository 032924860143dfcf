/**
 * Every delay, timeout, poll, retry and time-based limit of spec point 9, named once.
 * Code elsewhere imports these values; no duration is written inline anywhere else.
 */
import { Duration } from "effect"

/** Modal shake animation (spec 2, 9). */
export const modalShake = Duration.millis(500)
/** Delay before a new toast shows when one is already open (spec 2, 9). */
export const toastSwitchDelay = Duration.millis(150)
/** Delay before re-syncing the auth connector after leaving ConnectingFarcaster (spec 2, 9). */
export const farcasterReloadDelay = Duration.millis(100)
/** Extra delay after the secure frame reports ready (spec 4, 9). */
export const frameReadyDelay = Duration.millis(500)
/** The secure frame must be ready within this time, else iframe_load_failed (spec 8, 9). */
export const frameLoadTimeout = Duration.millis(20_000)
/** Login requests to the secure frame time out after this (iframe_request_timeout, spec 8, 9). */
export const loginRequestTimeout = Duration.millis(120_000)
/** Disconnect waits at most this long for the frame's reply (spec 4, 9). */
export const signOutTimeout = Duration.millis(3_000)
/** Minimum time between two email-login triggers (spec 5, 9). */
export const emailLoginCooldown = Duration.seconds(30)
/** Token balance refetch is blocked this long after a failure (spec 5, 9). */
export const balanceRetryWindow = Duration.seconds(30)
/** How often the social-login popup is checked for having been closed (spec 4, 9). */
export const popupClosedPoll = Duration.seconds(1)
/** How often the UI polls for the new email during an email update (spec 4, 9). */
export const emailChangePoll = Duration.seconds(1)
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
/** The shorter receipt wait used by the data layer (spec 9). */
export const dataLayerReceiptTimeout = Duration.seconds(25)
/** Default HTTP request timeout (spec 9). */
export const httpTimeout = Duration.seconds(10)
/** First RPC/HTTP retry delay; it doubles on each retry (spec 7, 9). */
export const rpcRetryBase = Duration.millis(150)
/** Fallback transport ranking poll (spec 9). */
export const fallbackTransportPolling = Duration.millis(4_000)

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
} as const

/** HTTP statuses on which RPC and provider-API requests are retried (spec 7). */
export const retryableStatuses: ReadonlySet<number> = new Set([
  403, 408, 413, 429, 500, 502, 503, 504,
])
