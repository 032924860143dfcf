import { Data } from "effect"
import { BaseError, HttpRequestError, TimeoutError } from "viem"

/** What names a devnet in messages: its CAIP-2 id and, when it has one, its display name. */
export interface DevnetLabel {
  readonly caipNetworkId: string
  readonly name?: string
}

/** A devnet's node does not answer (stopped, crashed or hanging); the API answers 502 naming it. */
export class DevnetNotAnsweringError extends Data.TaggedError("DevnetNotAnsweringError")<{
  readonly devnet: DevnetLabel
  readonly cause: unknown
}> {
  override get message(): string {
    const { name, caipNetworkId } = this.devnet
    const label = name === undefined ? caipNetworkId : `${name} (${caipNetworkId})`
    return `The devnet ${label} is not answering`
  }
}

/**
 * True when a viem failure means the node gave no answer at all: the connection failed
 * (refused, reset) or timed out. An HTTP status or a JSON-RPC error is an answer.
 */
export const isNoAnswer = (error: unknown): boolean =>
  error instanceof BaseError &&
  error.walk(
    (cause) =>
      (cause instanceof HttpRequestError && cause.status === undefined) ||
      cause instanceof TimeoutError,
  ) !== null
