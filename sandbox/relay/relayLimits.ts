/**
 * What the sandbox relay accepts and keeps. The request limits follow the WalletConnect relay
 * where it publishes them; the storage bounds are the sandbox's own, so that no client (or
 * runaway test) can grow the process that also serves the provider API without end.
 */
export const relayLimits = {
  /**
   * Items in one irn_batchSubscribe, irn_batchUnsubscribe, irn_batchFetchMessages or
   * irn_batchPublish: 500, the relay's MAX_SUBSCRIPTION_BATCH_SIZE and MAX_FETCH_BATCH_SIZE
   * (WalletConnect's relay_rpc crate, relay_rpc/src/rpc.rs, which cites the relay-server-rpc
   * spec) and the batch size @walletconnect/core's Subscriber sends
   * (`batchSubscribeTopicsLimit = 500`). The relay sets no separate figure for batch publish.
   */
  maxBatchSize: 500,
  /**
   * The shortest ttl accepted, in seconds. The relay answers "TTL too short" (relay_rpc's
   * PublishError::TtlTooShort) without publishing its bound; 30 s is the shortest ttl a
   * WalletConnect client publishes with (wc_pairingPing, THIRTY_SECONDS in @walletconnect/core).
   */
  minTtlSeconds: 30,
  /**
   * The longest ttl accepted, in seconds: 30 days. The relay answers "TTL too long"
   * (PublishError::TtlTooLong) without publishing its bound; 30 days is the longest ttl the
   * WalletConnect specs give a message (Notify's wc_pushMessage), above sign-client's 7-day
   * request expiry.
   */
  maxTtlSeconds: 30 * 86_400,
  /**
   * The largest message (with its attestation), in UTF-8 bytes: 98 304, the relay's answer to a
   * larger session response ("Payload size limit exceeded. Maximum size for tag 1109 is 98304",
   * walletconnect-monorepo discussion #4100).
   */
  maxMessageBytes: 98_304,
  /**
   * The largest WebSocket frame, in bytes (ws's `maxPayload`; ws closes the connection with 1009
   * beyond it). 256 KiB holds the largest valid request, a wc_approveSession carrying two
   * messages of `maxMessageBytes`, with room for the JSON around them.
   */
  maxFrameBytes: 262_144,
  /** Messages stored per topic; a new one pushes out the topic's oldest. */
  maxMessagesPerTopic: 1_000,
  /** Messages stored across all topics; a new one pushes out the relay's oldest. */
  maxStoredMessages: 10_000,
  /** UTF-8 bytes of message text stored across all topics (32 MiB); the oldest go first. */
  maxStoredBytes: 32 * 1_048_576,
  /**
   * Entries in the `published` log: the most recent 256. It holds message text too, so this
   * bounds it at 24 MiB even when every message is as large as `maxMessageBytes`.
   */
  publishedLogLength: 256,
} as const

/** The relay's limits, as `makeRelayRouter` takes them (tests pass small storage caps). */
export type RelayLimits = { readonly [Limit in keyof typeof relayLimits]: number }

/**
 * How often the relay forgets expired messages, in milliseconds. Without the sweep a message
 * would stay until its topic is touched again, which for an abandoned topic is never.
 */
export const relaySweepIntervalMs = 60_000
