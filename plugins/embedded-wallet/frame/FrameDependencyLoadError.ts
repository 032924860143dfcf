import { Data } from "effect"
import { en } from "../messages/en"

/** The lazily imported embedded-wallet (email and social login) code could not be loaded. */
export class FrameDependencyLoadError extends Data.TaggedError("FrameDependencyLoadError")<{
  readonly cause?: unknown
}> {
  override readonly message: string = en["error.emailLoginDependencyFailed"]
}
