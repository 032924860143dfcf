import { Duration, Effect, Schema } from "effect"
import { isSiwxStorage, type SiwxStorage } from "./SiwxStorage"

/** The line the visitor agrees to when none is configured (EIP-4361 statement). */
export const defaultSiwxStatement = "Please sign with your account"

/** How long a sign-in lasts when not configured: the signed message expires after it. */
export const defaultSiwxSessionLifetime = Duration.days(7)

/**
 * The sign-in plugin's options, decoded by the kernel at start-up. Whether sign-in is required
 * is the kit's own `siwx: { required }` option (spec 3), not the plugin's.
 * @example
 * siwx({ statement: "Sign in to Example", sessionLifetimeSeconds: 3600 })
 */
export const SiwxPluginOptions = Schema.Struct({
  /** The statement line of the message (one line, no line break). */
  statement: Schema.String.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(defaultSiwxStatement)),
  ),
  /** How long a session lasts, in seconds: the message's expiration time is this after its issue. */
  sessionLifetimeSeconds: Schema.Int.check(Schema.isGreaterThan(0)).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(Duration.toSeconds(defaultSiwxSessionLifetime))),
  ),
  /**
   * Where sessions are kept: "local" (the default), the page's storage, where a session
   * survives a reload; "server", the provider API's sign-in sessions: the server issues
   * single-use nonces, verifies each signed message and keeps the sessions, which it lists and
   * revokes per address and network; or the dApp's own {@link SiwxStorage} (its backend gets
   * each verified sign-in with its message and signature).
   */
  storage: Schema.Union([
    Schema.Literals(["local", "server"]),
    Schema.declare(isSiwxStorage, {
      expected: '"local", "server" or a storage with add, get and delete functions',
    }),
  ]).pipe(Schema.withDecodingDefaultKey(Effect.succeed("local" as const))),
})

/** The decoded sign-in options. */
export type SiwxPluginOptions = typeof SiwxPluginOptions.Type

/** The sign-in options as a developer writes them: every key optional. */
export type SiwxPluginOptionsInput = typeof SiwxPluginOptions.Encoded
