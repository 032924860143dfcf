import { Data } from "effect"

/** A generated file could not be written (a full disk, a read-only folder…); `cause` says why. */
export class FileWriteError extends Data.TaggedError("FileWriteError")<{
  /** The file that was being written, as the generator was given it. */
  readonly path: string
  readonly cause: unknown
}> {
  override get message(): string {
    const why = this.cause instanceof Error ? this.cause.message : String(this.cause)
    return `Could not write ${this.path}: ${why}`
  }
}
