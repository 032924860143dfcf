/** Where the CLI runs and writes: the process's by default, a test's own in tests. */
export interface CliContext {
  /** The folder commands act on (`process.cwd()`). */
  readonly cwd: string
  readonly stdout: NodeJS.WritableStream & { readonly isTTY?: boolean }
  readonly stderr: NodeJS.WritableStream & { readonly isTTY?: boolean }
  /** Where prompts read answers from; undefined when nobody can answer (no terminal). */
  readonly stdin: NodeJS.ReadableStream | undefined
  /** The environment (NO_COLOR, FORCE_COLOR). */
  readonly env: Readonly<Record<string, string | undefined>>
  /**
   * The script node was started with (`process.argv[1]`, e.g. `node_modules/.bin/foyer`):
   * where foyer was installed, when its own folder is a link's target elsewhere.
   */
  readonly script?: string | undefined
}

/** The running process as a CLI context. */
export const processContext = (): CliContext => ({
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin.isTTY ? process.stdin : undefined,
  env: process.env,
  script: process.argv[1],
})
