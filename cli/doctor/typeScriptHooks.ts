/**
 * Node module hooks (registered with `module.register` by loadConfigModule, in the loader's
 * own thread) that load an app's TypeScript config as its bundler would, with plain node:
 *
 * - `.ts`, `.tsx`, `.mts` and `.cts` files are compiled with the app's TypeScript
 *   (`transpileModule`, types removed, nothing checked, JSX for React's automatic runtime):
 *   `.ts`, `.tsx` and `.mts` as ES modules, whatever the `"type"` of their package (a bundler
 *   reads them so), `.cts` as CommonJS. (A plugin folder of the app may import its `.tsx`.)
 * - A URL carrying the {@link esModuleMarker} query parameter loads as an ES module, whatever
 *   its extension and its package's `"type"` (a `.js` config in a CommonJS package).
 * - A relative import that does not resolve as written tries what bundlers try: `./extra`
 *   as `./extra.ts`, `./extra/index.ts`…, and `./extra.js` as `./extra.ts`.
 *
 * Built as its own module (dist/cli/doctor/typeScriptHooks.js) and loaded by URL, so it
 * imports nothing but Node's own modules: the compiler arrives through `initialize`.
 */

import { readFile } from "node:fs/promises"
import type {
  InitializeHook,
  LoadHook,
  ModuleFormat,
  ResolveFnOutput,
  ResolveHook,
} from "node:module"
import { createRequire } from "node:module"
import { extname } from "node:path"
import { fileURLToPath } from "node:url"
import type ts from "typescript"

/** The query parameter that marks a URL to load as an ES module. */
export const esModuleMarker = "foyer-es-module"

/** What `register` hands the hooks: the file URL of the TypeScript module to compile with. */
export interface TypeScriptHooksData {
  readonly typescript: string
}

let typescriptUrl: string | undefined
let compiler: Promise<typeof ts> | undefined

/**
 * Keeps the compiler's URL and starts loading the compiler once `register` has returned: the
 * hooks' thread loads it while the CLI's thread does its own work, and the first TypeScript
 * file waits for it only if it comes sooner.
 */
export const initialize: InitializeHook<TypeScriptHooksData> = (data) => {
  typescriptUrl = data.typescript
  setImmediate(() => {
    compiler ??= loadCompiler(data.typescript)
  })
}

/** The compiler at `url`, required, not imported: see loadTypeScript (no scan of its exports). */
const loadCompiler = (url: string): Promise<typeof ts> =>
  Promise.resolve(createRequire(url)(fileURLToPath(url)) as typeof ts)

/** The format each TypeScript extension compiles to. */
const typeScriptFormats: Readonly<Record<string, ModuleFormat>> = {
  ".ts": "module",
  ".tsx": "module",
  ".mts": "module",
  ".cts": "commonjs",
}

const isRelative = (specifier: string) => specifier.startsWith("./") || specifier.startsWith("../")

/** What a bundler tries for a relative specifier that does not resolve as written. */
const bundlerCandidates = (specifier: string): ReadonlyArray<string> => {
  // TypeScript's ES-module convention: `./extra.js` names the `./extra.ts` it compiles to.
  if (/\.[cm]?js$/.test(specifier)) {
    const typeScript = specifier.replace(/js$/, "ts")
    return specifier.endsWith(".js") ? [typeScript, `${typeScript}x`] : [typeScript]
  }
  return [".ts", ".tsx", ".mts", ".cts", ".js", "/index.ts", "/index.tsx", "/index.js"].map(
    (end) => `${specifier}${end}`,
  )
}

const errorCode = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "code" in error ? error.code : undefined

/** Resolves as the hooks after it do (with bundler fallbacks), then sets the format. */
export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  let resolved: ResolveFnOutput
  try {
    resolved = await nextResolve(specifier, context)
  } catch (error) {
    const code = errorCode(error)
    if (
      !isRelative(specifier) ||
      context.parentURL?.startsWith("file:") !== true ||
      (code !== "ERR_MODULE_NOT_FOUND" && code !== "ERR_UNSUPPORTED_DIR_IMPORT")
    ) {
      throw error
    }
    const found = await firstResolved(bundlerCandidates(specifier), async (candidate) =>
      nextResolve(candidate, context),
    )
    if (found === undefined) throw error
    resolved = found
  }
  if (!resolved.url.startsWith("file:")) return resolved
  const url = new URL(resolved.url)
  if (url.searchParams.has(esModuleMarker)) return { ...resolved, format: "module" }
  const format = typeScriptFormats[extname(url.pathname)]
  return format === undefined ? resolved : { ...resolved, format }
}

const firstResolved = async <A>(
  candidates: ReadonlyArray<string>,
  attempt: (candidate: string) => Promise<A>,
): Promise<A | undefined> => {
  for (const candidate of candidates) {
    try {
      return await attempt(candidate)
    } catch {
      // Not this one: try the next.
    }
  }
  return undefined
}

/** Compiles TypeScript files; hands everything else to the hooks after it. */
export const load: LoadHook = async (url, context, nextLoad) => {
  if (!url.startsWith("file:")) return nextLoad(url, context)
  const format = typeScriptFormats[extname(new URL(url).pathname)]
  if (format === undefined) return nextLoad(url, context)
  const file = fileURLToPath(url)
  const source = await readFile(file, "utf8")
  return { format, source: await compile(source, file, format), shortCircuit: true }
}

/**
 * `source` without its types, as `format`. A syntax error throws an Error whose message is
 * `<file>:<line>:<column>: <message>` (1-based): only the message crosses from the loader's
 * thread, and loadFailureMessage reads the place back from it.
 */
const compile = async (source: string, file: string, format: ModuleFormat): Promise<string> => {
  if (typescriptUrl === undefined) {
    throw new Error("foyer's TypeScript hooks were registered without a TypeScript compiler")
  }
  const url = typescriptUrl
  compiler ??= loadCompiler(url)
  const typescript = await compiler
  const output = typescript.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: {
      module: format === "commonjs" ? typescript.ModuleKind.CommonJS : typescript.ModuleKind.ESNext,
      target: typescript.ScriptTarget.ES2022,
      jsx: typescript.JsxEmit.ReactJSX,
      esModuleInterop: true,
      inlineSourceMap: true,
      inlineSources: true,
    },
  })
  const error = output.diagnostics?.find(
    (diagnostic) => diagnostic.category === typescript.DiagnosticCategory.Error,
  )
  if (error !== undefined) {
    const at =
      error.file === undefined
        ? undefined
        : error.file.getLineAndCharacterOfPosition(error.start ?? 0)
    const place = at === undefined ? file : `${file}:${at.line + 1}:${at.character + 1}`
    throw new Error(`${place}: ${typescript.flattenDiagnosticMessageText(error.messageText, " ")}`)
  }
  return output.outputText
}
