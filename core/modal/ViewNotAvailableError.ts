import { Data } from "effect"

/**
 * Asked for a view that neither the core set nor an enabled plugin contributed.
 * The router refuses it rather than show a blank modal.
 */
export class ViewNotAvailableError extends Data.TaggedError("ViewNotAvailableError")<{
  /** The view that was asked for. */
  readonly view: string
}> {
  override get message(): string {
    return `View not available: ${this.view}`
  }
}
