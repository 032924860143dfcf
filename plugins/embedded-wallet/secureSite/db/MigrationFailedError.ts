import { Data } from "effect"

/** A migration's SQL failed; its transaction rolled back, so the database stays at the one before. */
export class MigrationFailedError extends Data.TaggedError("MigrationFailedError")<{
  /** The migration's id, as in `schema_migrations`. */
  readonly id: string
  readonly cause: unknown
}> {
  override readonly message: string = `Migration ${this.id} failed: ${
    this.cause instanceof Error ? this.cause.message : String(this.cause)
  }`
}
