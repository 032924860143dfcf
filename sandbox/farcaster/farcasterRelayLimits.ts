/**
 * What the sandbox Farcaster relay keeps and accepts. The real relay keeps a channel an hour
 * (its Redis store's ttl); the sandbox's default is shorter, as long as auth-client's
 * `watchStatus` waits by default (300 s): a sign-in nobody finishes in that time is abandoned.
 */
export const farcasterRelayLimits = {
  /** How long a channel lives after it is created, in milliseconds (an option of the relay). */
  channelTtlMs: 5 * 60_000,
  /** Channels kept at once: a new one beyond is refused (503) until others expire. */
  maxChannels: 1_000,
  /** The largest JSON body of the API, in bytes: a channel request or a signed message fits many times. */
  maxJsonBodyBytes: 16 * 1024,
  /** The largest body of the wallet page's form (one fid), in bytes. */
  maxFormBodyBytes: 1024,
} as const
