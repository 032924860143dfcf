/**
 * What the sandbox's sign-in server (`/v1/siwx/`) accepts and keeps (issue 30 H1, L8, M4). The
 * request limits are far above any real sign-in, so that no request holds the event loop the
 * API shares with the relay, the WalletConnect wallet's page and the demo; the storage bounds
 * keep a flood of nonces or sessions from growing that process without end.
 */
export const siwxLimits = {
  /**
   * The largest sign-in message read, in UTF-8 bytes. An EIP-4361 message is a few hundred
   * bytes; 8 KiB leaves room for a long statement and many resources (ReCap URIs included). A
   * larger one is answered 413 before it is read.
   */
  maxMessageBytes: 8_192,
  /**
   * The largest signature read, in characters of its 0x hex. A plain signature is 132; an
   * undeployed smart account's (ERC-6492) carries its factory call, a few hundred bytes more.
   */
  maxSignatureBytes: 8_192,
  /**
   * Nonces kept (issued and not expired, spent ones included, so that a replay reads "already
   * used"); a new one pushes out the oldest, which then reads as never issued.
   */
  maxNonces: 10_000,
  /** UTF-8 bytes of the nonces kept with their project ids (2 MiB); the oldest go first. */
  maxNonceBytes: 2 * 1_048_576,
  /** Sessions kept across every project and account; a new one pushes out the oldest. */
  maxSessions: 10_000,
  /**
   * UTF-8 bytes of the sessions kept, messages and signatures included (32 MiB, about 2,000 of
   * the largest the server reads); a new one pushes out the oldest, expired or not.
   */
  maxSessionBytes: 32 * 1_048_576,
  /**
   * Sessions kept per project, address and network (a visitor signing in from several
   * browsers); a new one pushes out that account's oldest, so a listing stays short.
   */
  maxSessionsPerAccount: 16,
} as const

/** The sign-in server's limits, as the registry takes them (tests pass small storage caps). */
export type SiwxLimits = { readonly [Limit in keyof typeof siwxLimits]: number }
