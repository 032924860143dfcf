/**
 * A problem the person running the CLI can fix (bad input, a non-empty folder, an unknown
 * plugin): printed as its message alone, exit code 1 unless said otherwise.
 *
 * A plain tagged Error rather than effect's Data.TaggedError: every command imports it, and
 * loading effect costs the CLI most of a second before it can print anything.
 */
export class CliError extends Error {
  readonly _tag = "CliError"
  readonly exitCode: number | undefined

  constructor(options: { readonly message: string; readonly exitCode?: number }) {
    super(options.message)
    this.name = "CliError"
    this.exitCode = options.exitCode
  }
}
