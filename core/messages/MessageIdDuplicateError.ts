import { Data } from "effect"

/** Two catalogues define the same message id; names the id and both sources. */
export class MessageIdDuplicateError extends Data.TaggedError("MessageIdDuplicateError")<{
  /** The message id defined twice. */
  readonly id: string
  /** The source that defines it again: a plugin id. */
  readonly source: string
  /** The source that defined it first: "core" or a plugin id. */
  readonly other: string
}> {
  override get message(): string {
    return `Message id "${this.id}" is defined by both "${this.other}" and "${this.source}"`
  }
}
