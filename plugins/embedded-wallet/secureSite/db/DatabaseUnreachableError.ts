import { Data } from "effect"

/**
 * The database did not answer when the site opened it (no server at `DATABASE_URL`, refused
 * credentials, a folder PGlite cannot use). The message keeps the driver's reason and never the
 * URL, which may hold a password.
 */
export class DatabaseUnreachableError extends Data.TaggedError("DatabaseUnreachableError")<{
  readonly kind: "embedded" | "postgres"
  readonly cause: unknown
}> {
  override readonly message: string = `The secure site's ${this.kind} database did not answer: ${
    this.cause instanceof Error ? this.cause.message : String(this.cause)
  }`
}
