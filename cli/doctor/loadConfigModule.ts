import { register } from "node:module"
import { extname } from "node:path"
import { pathToFileURL } from "node:url"
import { esModuleMarker } from "./esModuleHooks"

/** Extensions that say "CommonJS" whatever the package: their module.exports is the config. */
const commonJsExtensions = new Set([".cjs", ".cts"])

let hooksRegistered = false

/**
 * The default export of the config file at `file`, loaded as an ES module as the app's
 * bundler loads it: a `.ts` or `.js` config in a package without `"type": "module"` would
 * otherwise load as CommonJS, whose default export is the module object (`{ default: … }`).
 * A `.cts`/`.cjs` config is CommonJS by name: its `module.exports` (or the `export default`
 * compiled into it) is the config. Needs tsx registered in this process, as cli/bin.js does.
 */
export const loadConfigModule = async (file: string): Promise<unknown> => {
  const url = pathToFileURL(file)
  if (commonJsExtensions.has(extname(file))) {
    const module = (await import(url.href)) as { readonly default?: unknown }
    return compiledDefault(module.default)
  }
  if (!hooksRegistered) {
    register(new URL("./esModuleHooks.ts", import.meta.url))
    hooksRegistered = true
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
