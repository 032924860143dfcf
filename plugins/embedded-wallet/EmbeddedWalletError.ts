import { Data } from "effect"

/**
 * An embedded-wallet step failed: the secure frame's error reply (its message, spec 8), an
 * aborted or timed-out request, the frame not loading, or a flow error of spec 8 ('Failed to
 * connect', 'Not connected to email or social'...). `message` is what the view shows; `cause`
 * keeps the underlying error for the console and error reports.
 */
export class EmbeddedWalletError extends Data.TaggedError("EmbeddedWalletError")<{
  /** What the visitor reads (the frame's reply text, or the spec's flow error). */
  readonly message: string
  readonly cause?: unknown
}> {}
