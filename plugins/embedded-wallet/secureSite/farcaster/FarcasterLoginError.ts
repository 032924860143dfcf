import { Data } from "effect"

/**
 * Why the secure site refused a Farcaster sign-in, as its answer's `error.reason` says:
 * snake_case like the email and social routes' reasons, so the frame branches on one
 * vocabulary. The kit shows its own 'Failed to connect to farcaster'; these are for the
 * frame's logic, the site's logs and its tests. None names the channel token or a nonce.
 */
export type FarcasterLoginRefusal =
  /** The body is not the route's JSON object of strings. */
  | "invalid_body"
  /** `binding` (base64url SHA-256 of the frame's secret) is malformed. */
  | "binding_invalid"
  /** Too many starts from this client address in the current window. */
  | "rate_limited"
  /** The attempt does not open under the site's key: forged, changed, or another site's. */
  | "attempt_invalid"
  /** The secret is not the one the attempt is bound to: another frame's attempt. */
  | "binding_mismatch"
  /** The attempt is past its lifetime on the site's clock. */
  | "attempt_expired"
  /**
   * The relay no longer knows the attempt's channel: it expired there, or its completed status
   * was read already (the relay closes a channel once it answered it completed).
   */
  | "channel_closed"
  /** The message or its signature is not valid for this site, its nonce, or the fid's keys. */
  | "signature_invalid"
  /** This sign-in was used already (a replay after its success). */
  | "sign_in_used"
  /** The relay could not be reached, or answered what it should not. */
  | "relay_unavailable"
  /** The chain (the fid's custody or auth address) could not be read. */
  | "chain_unavailable"
  /** The site itself failed (its database); nothing the visitor did. */
  | "internal"

/** The HTTP status and English message of each refusal. */
export const farcasterLoginRefusals: Readonly<
  Record<FarcasterLoginRefusal, { readonly status: number; readonly message: string }>
> = {
  invalid_body: { status: 400, message: "The Farcaster sign-in request is not valid" },
  binding_invalid: { status: 400, message: "The Farcaster sign-in's binding is not valid" },
  rate_limited: { status: 429, message: "Too many sign-in attempts, try again later" },
  attempt_invalid: { status: 400, message: "The Farcaster sign-in attempt is not valid" },
  binding_mismatch: {
    status: 400,
    message: "The Farcaster sign-in attempt belongs to another frame",
  },
  attempt_expired: { status: 400, message: "The Farcaster sign-in expired" },
  channel_closed: {
    status: 400,
    message: "The Farcaster relay no longer knows this sign-in: it expired or was used",
  },
  signature_invalid: {
    status: 401,
    message: "The Farcaster sign-in message is not signed for this site by the account's keys",
  },
  sign_in_used: { status: 400, message: "The Farcaster sign-in was used already" },
  relay_unavailable: { status: 502, message: "The Farcaster relay could not be reached" },
  chain_unavailable: {
    status: 503,
    message: "The Farcaster account's keys could not be checked, try again later",
  },
  internal: { status: 500, message: "The sign-in failed on the site" },
}

/** A Farcaster sign-in the site refused, and why. */
export class FarcasterLoginError extends Data.TaggedError("FarcasterLoginError")<{
  readonly reason: FarcasterLoginRefusal
  /** What caused it, for the site's logs (never a channel token, nonce or signature). */
  readonly cause?: unknown
  /** When a refusal of the moment ("rate_limited") lifts, in seconds (Retry-After). */
  readonly retryAfterSeconds?: number
}> {
  override get message(): string {
    return farcasterLoginRefusals[this.reason].message
  }

  /** The answer's status. */
  get status(): number {
    return farcasterLoginRefusals[this.reason].status
  }

  /** The answer's JSON body. */
  get body(): {
    readonly error: { readonly reason: FarcasterLoginRefusal; readonly message: string }
  } {
    return { error: { reason: this.reason, message: this.message } }
  }
}
