import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

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
}

/** The foyer package's own folder (where package.json, plugins/ and openapi/ are). */
export const packageRoot: string = fileURLToPath(new URL("..", import.meta.url))

/** The foyer package's name and version, from its package.json. */
export const packageInfo: { readonly name: string; readonly version: string } = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
)

/** The running process as a CLI context. */
export const processContext = (): CliContext => ({
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin.isTTY ? process.stdin : undefined,
  env: process.env,
})
