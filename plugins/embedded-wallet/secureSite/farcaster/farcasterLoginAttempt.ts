// A started Farcaster sign-in lives in the frame's memory, sealed with the site's key, not in
// the database: any site process can continue it, and only the frame holds it (README.md).
import { Result, Schema } from "effect"
import { openSealedJson, sealJson } from "../social/sealedValue"
import { FarcasterLoginError } from "./FarcasterLoginError"

/** How long a started Farcaster sign-in may wait for the visitor's approval: 10 minutes. */
export const farcasterLoginAttemptLifetimeMs = 10 * 60 * 1000

const FarcasterLoginAttempt = Schema.Struct({
  /** The relay channel's bearer token: it reads the channel's status (and the signed message). */
  channelToken: Schema.String,
  /** The site's nonce the message must be signed over. */
  nonce: Schema.String,
  /** Base64url SHA-256 of the secret of the frame that started it: only that frame continues it. */
  binding: Schema.String,
  /** When it stops being accepted, on the site's clock (ms). */
  expiresAt: Schema.Number,
})

/** A started Farcaster sign-in, as its sealed form carries it. */
export type FarcasterLoginAttempt = typeof FarcasterLoginAttempt.Type

const decodeAttempt = Schema.decodeUnknownResult(FarcasterLoginAttempt)

/** `attempt` sealed under the site's key (AES-256-GCM, its own purpose), in base64url. */
export const sealAttempt = (key: Uint8Array, attempt: FarcasterLoginAttempt): string =>
  sealJson(key, "farcaster-login-attempt", attempt)

/**
 * The attempt `sealed` holds, checked: sealed by the site for this purpose and unchanged, and
 * of the right shape. Its binding and expiry are the caller's to check.
 */
export const openAttempt = (
  key: Uint8Array,
  sealed: string,
): Result.Result<FarcasterLoginAttempt, FarcasterLoginError> => {
  const opened = openSealedJson(key, "farcaster-login-attempt", sealed)
  const decoded = opened === undefined ? undefined : decodeAttempt(opened.value)
  return decoded === undefined || Result.isFailure(decoded)
    ? Result.fail(new FarcasterLoginError({ reason: "attempt_invalid" }))
    : Result.succeed(decoded.success)
}
