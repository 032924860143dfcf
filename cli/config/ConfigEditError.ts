import { Data } from "effect"

/**
 * Why `foyer add`/`foyer remove` cannot edit a config file (it does not parse, has no
 * default-exported object, or its `plugins` is not an array literal), at `file:line:column`.
 */
export class ConfigEditError extends Data.TaggedError("ConfigEditError")<{
  readonly message: string
  readonly fileName: string
  /** 1-based. */
  readonly line: number
  /** 1-based. */
  readonly column: number
}> {}
