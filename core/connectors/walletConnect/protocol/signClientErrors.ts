/** How the dApp's sign client fails, each error carrying what the wallet or the relay said. */
import { Data } from "effect"

/** The wallet answered the proposal with an error: the visitor rejected it, or it cannot serve it. */
export class SessionProposalRejectedError extends Data.TaggedError("SessionProposalRejectedError")<{
  readonly code: number
  readonly reason: string
}> {
  override get message(): string {
    return `The wallet rejected the session: ${this.reason} (${this.code})`
  }
}

/** No wallet answered before the pairing expired. */
export class SessionProposalExpiredError extends Data.TaggedError("SessionProposalExpiredError")<{
  readonly expiryTimestamp: number
}> {
  override get message(): string {
    return "The pairing expired before a wallet answered"
  }
}

/** The wallet's settlement could not be read: it is answered with an error and the proposal fails. */
export class SessionSettlementInvalidError extends Data.TaggedError(
  "SessionSettlementInvalidError",
)<{
  readonly reason: string
}> {
  override get message(): string {
    return `The wallet's session settlement is invalid: ${this.reason}`
  }
}

/** The wallet answered a session request with a JSON-RPC error (4001 when the visitor refused). */
export class SessionRequestFailedError extends Data.TaggedError("SessionRequestFailedError")<{
  readonly method: string
  readonly code: number
  readonly reason: string
}> {
  override get message(): string {
    return this.reason
  }
}

/** A request for a session this client does not hold (it ended, or it never settled). */
export class NoSessionError extends Data.TaggedError("NoSessionError")<{
  readonly topic: string
}> {
  override get message(): string {
    return "No session for this topic"
  }
}

/** The wallet did not answer a session request before the expiry the request gave it. */
export class SessionRequestExpiredError extends Data.TaggedError("SessionRequestExpiredError")<{
  readonly method: string
  /** Epoch seconds. */
  readonly expiry: number
}> {
  override get message(): string {
    return "The wallet did not answer the request in time"
  }
}
