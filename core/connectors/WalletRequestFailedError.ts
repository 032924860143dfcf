import { Data } from "effect"

/**
 * A wallet request failed without an RPC code (the provider threw something that is not a
 * JSON-RPC error), or answered with a value of the wrong shape.
 */
export class WalletRequestFailedError extends Data.TaggedError("WalletRequestFailedError")<{
  readonly method: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `The wallet request ${this.method} failed.`
  }
}
