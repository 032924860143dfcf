import { createRequire } from "node:module"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { CliError } from "../CliError"

/** The TypeScript compiler's API, as `import ts from "typescript"` gives it. */
export type TypeScript = typeof import("typescript")

/** A TypeScript compiler the CLI loaded: its API, and the URL of the module it came from. */
export interface LoadedTypeScript {
  readonly ts: TypeScript
  /** The file URL of the module loaded (for module hooks, which load it in their own thread). */
  readonly url: string
}

/** The folders TypeScript is looked for from, first to last: the app's, then foyer's own. */
export const typeScriptSearch = (cwd: string): ReadonlyArray<string | URL> => [
  join(cwd, "package.json"),
  import.meta.url,
]

/**
 * The file that `typescript` resolves to from the first of `from` (paths or URLs of files)
 * that has it; undefined when none does.
 */
export const resolveTypeScript = (from: ReadonlyArray<string | URL>): string | undefined => {
  for (const base of from) {
    try {
      return createRequire(base).resolve("typescript")
    } catch {
      // Not installed there: try the next place.
    }
  }
  return undefined
}

/**
 * The TypeScript compiler for `foyer <command>` run in `cwd`: the app's own when it has one
 * (the version its code is written for), else the one installed beside foyer. TypeScript is
 * an optional peer dependency of foyer, so the CLI never imports it statically.
 * @throws CliError naming the install command when neither has it.
 */
export const loadTypeScript = async (
  command: string,
  from: ReadonlyArray<string | URL>,
): Promise<LoadedTypeScript> => {
  const file = resolveTypeScript(from)
  if (file === undefined) {
    throw new CliError({
      message: `foyer ${command} needs the TypeScript compiler: run npm install --save-dev typescript`,
    })
  }
  // typescript is CommonJS: required, not imported, so that Node does not scan its 9 MB for
  // named exports first (cjs-module-lexer, about a seventh of a second of `foyer doctor`).
  const ts = createRequire(file)(file) as TypeScript
  return { ts, url: pathToFileURL(file).href }
}
