import { Data } from "effect"
import type { PageMessageId } from "./pageMessages"

/**
 * The frame page refuses a request for a reason its catalogue words (the visitor rejected it,
 * no one is signed in, a method it does not run): the error reply carries that text.
 */
export class FrameRequestRefusedError extends Data.TaggedError("FrameRequestRefusedError")<{
  /** The catalogue text the error reply carries. */
  readonly reason: PageMessageId
}> {
  override get message(): string {
    return `The frame page refused the request: ${this.reason}`
  }
}
