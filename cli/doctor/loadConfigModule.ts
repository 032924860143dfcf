import { register } from "node:module"
import { extname } from "node:path"
import { pathToFileURL } from "node:url"
import { esModuleMarker, type TypeScriptHooksData } from "./typeScriptHooks"

/** Extensions that say "CommonJS" whatever the package: their module.exports is the config. */
const commonJsExtensions = new Set([".cjs", ".cts"])

/**
 * The hooks module beside this one, by the extension this one has: `.ts` in the repository,
 * `.js` once built (dist/cli/doctor/typeScriptHooks.js, a build entry of its own). Held in a
 * variable: a bundler rewrites `new URL("<literal>", import.meta.url)` into an asset.
 */
const hooksFile = `typeScriptHooks${extname(new URL(import.meta.url).pathname)}`

let hooksRegistered = false

/**
 * Registers foyer's module hooks with the compiler at `typescript` (a file URL), once: their
 * thread starts loading the compiler at once, so a command that will load a config calls this
 * as early as it knows the compiler.
 */
export const registerTypeScriptHooks = (typescript: string): void => {
  if (hooksRegistered) return
  const data: TypeScriptHooksData = { typescript }
  register(new URL(hooksFile, import.meta.url), { data })
  hooksRegistered = true
}

/**
 * The default export of the config file at `file`, loaded as the app's bundler loads it,
 * by Node with foyer's module hooks (typeScriptHooks), which compile TypeScript with the
 * compiler at `typescript` (a file URL: the app's own TypeScript, see loadTypeScript).
 *
 * A `.ts` or `.js` config loads as an ES module: in a package without `"type": "module"`
 * Node would otherwise load it as CommonJS, whose default export is the module object
 * (`{ default: … }`). A `.cts`/`.cjs` config is CommonJS by name: its `module.exports` (or
 * the `export default` compiled into it) is the config.
 */
export const loadConfigModule = async (file: string, typescript: string): Promise<unknown> => {
  registerTypeScriptHooks(typescript)
  const url = pathToFileURL(file)
  if (commonJsExtensions.has(extname(file))) {
    const module = (await import(url.href)) as { readonly default?: unknown }
    return compiledDefault(module.default)
  }
  url.searchParams.set(esModuleMarker, "")
  const module = (await import(url.href)) as { readonly default?: unknown }
  return module.default
}

/** `exports.default` of a module compiled from `export default` (marked `__esModule`). */
const compiledDefault = (exports: unknown): unknown =>
  typeof exports === "object" &&
  exports !== null &&
  (exports as { readonly __esModule?: unknown }).__esModule === true &&
  "default" in exports
    ? (exports as { readonly default: unknown }).default
    : exports
