import { Data } from "effect"
import { en } from "../messages/en"

/** What is missing: the secure frame itself, or the element it is appended to. */
export type FrameNotSetPart = "frame" | "parent"

const texts: Record<FrameNotSetPart, string> = {
  frame: en["error.frameNotSet"],
  parent: en["error.frameParentNotSet"],
}

/** The secure-login frame, or its parent, is not set when a request needs it (spec 8). */
export class FrameNotSetError extends Data.TaggedError("FrameNotSetError")<{
  readonly part: FrameNotSetPart
  readonly cause?: unknown
}> {
  override readonly message: string = texts[this.part]
}
