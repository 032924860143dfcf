/**
 * Node module hooks (registered with `module.register`) that load a URL carrying the
 * {@link esModuleMarker} query parameter as an ES module, whatever its extension and the
 * `"type"` of its package. tsx, registered before, still compiles the TypeScript.
 */
import type { ResolveHook } from "node:module"

/** The query parameter that marks a URL to load as an ES module. */
export const esModuleMarker = "foyer-es-module"

/** Resolves as the hooks after it do, then says "module" for a marked URL. */
export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context)
  return resolved.url.startsWith("file:") && new URL(resolved.url).searchParams.has(esModuleMarker)
    ? { ...resolved, format: "module" }
    : resolved
}
