/** How many shares a key is split into, and how many rebuild it (any two of three). */
export const keyShareCount = 3
export const keyShareThreshold = 2

/**
 * The three Shamir shares of one account key (33 bytes each: 32 bytes of share and the share's
 * x-coordinate). Any two rebuild the key; one alone says nothing about it.
 */
export interface KeyShares {
  /** Kept in the secure origin's own storage on this browser profile. */
  readonly device: Uint8Array
  /** Sent to the secure site's server, which releases it to the frame after a login. */
  readonly server: Uint8Array
  /** Sealed with the passkey's PRF (sealShare) before it leaves the frame for the server. */
  readonly recovery: Uint8Array
}
