import { fileURLToPath } from "node:url"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { type Alias, defineConfig, type InlineConfig, type Plugin } from "vite"

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

/** The demo's Vite root (this folder). */
export const demoRoot = path(".")
const demoSource = path("./src/")

/**
 * The names of the demo's initial chunks, so `npm run size` can tell them apart: React
 * (react, react-dom, scheduler), the demo's own code (the entry) and Foyer's initial code.
 * Lazy chunks keep their module's name.
 */
export const demoChunkPrefixes = { react: "react-", demo: "demo-", foyer: "foyer-" } as const

const isReact = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
const isDemo = (id: string) => id.startsWith(demoSource)
const repoPath = path("../../")
/** Foyer's own TypeScript, as a path inside the repository. */
const foyerSource = /^(core|ui|plugins)[\\/].*\.tsx?$/

/**
 * Foyer's own modules have no side effects at import (their top-level calls build schemas
 * and constants), except the vanilla-extract `.css.ts` files, which import their CSS. This
 * is what a `"sideEffects"` entry in package.json declares for the published package;
 * without it, importing one helper from the `foyer-kit/core` barrel keeps the whole kernel.
 */
export const hasSideEffects = (id: string): boolean =>
  !(
    id.startsWith(repoPath) &&
    foyerSource.test(id.slice(repoPath.length)) &&
    !id.endsWith(".css.ts")
  )

/**
 * Where the demo's `foyer-kit/...` imports resolve. "source": the TypeScript entry files, with
 * the vanilla-extract plugin compiling each component's styles (tests, `npm start`);
 * `foyer-kit/styles.css` is then an empty file. "package": the built `dist/` (run `npm run
 * build` first) through the package's own package.json, `sideEffects` included, as a
 * consumer's bundler sees the installed package (`npm run size`).
 */
export type FoyerFrom = "source" | "package"

/**
 * The demo's `foyer-kit/...` aliases for `from`. Each matches its specifier exactly (a plain
 * alias would also rewrite `foyer-kit/react/plugin` as `foyer-kit/react` + `/plugin`);
 * `foyer-kit/plugins/<id>` is every plugin's entry, as the package's `./plugins/*` export maps it.
 */
export const foyerAliases = (from: FoyerFrom): Array<Alias> => {
  const exact = (specifier: string, replacement: string): Alias => ({
    find: new RegExp(`^${specifier.replaceAll("/", "\\/").replaceAll(".", "\\.")}$`),
    replacement,
  })
  const plugins = (folder: string, entry: string): Alias => ({
    find: /^foyer-kit\/plugins\/([\w-]+)$/,
    replacement: `${path(folder)}$1/${entry}`,
  })
  return from === "source"
    ? [
        exact("foyer-kit/react", path("../../ui/index.ts")),
        exact("foyer-kit/core", path("../../core/index.ts")),
        plugins("../../plugins/", "index.ts"),
        exact("foyer-kit/styles.css", path("./src/stylesFromSource.css")),
      ]
    : [
        exact("foyer-kit/react", path("../../dist/ui/index.js")),
        exact("foyer-kit/core", path("../../dist/core/index.js")),
        plugins("../../dist/plugins/", "index.js"),
        exact("foyer-kit/styles.css", path("../../dist/styles.css")),
      ]
}

/** Where the demo build lists the modules of each chunk (see chunkModulesPlugin). */
export const chunkModulesFile = ".vite/chunk-modules.json"

/**
 * The modules each chunk of a build holds, as `{ "assets/x-hash.js": ["dist/core/y.js",
 * "node_modules/effect/...", ...] }`: a module inside `root` (default: the repository) by its
 * path from there, any other (a bundler's virtual module) by its id as it is; assets left out.
 */
export const chunkModuleIds = (
  outputs: Iterable<{
    readonly type: "chunk" | "asset"
    readonly fileName: string
    readonly moduleIds?: ReadonlyArray<string>
  }>,
  root: string = repoPath,
): Record<string, ReadonlyArray<string>> => {
  const modules: Record<string, ReadonlyArray<string>> = {}
  for (const output of outputs) {
    if (output.type !== "chunk") continue
    modules[output.fileName] = (output.moduleIds ?? []).map((id) =>
      id.startsWith(root) ? id.slice(root.length) : id,
    )
  }
  return modules
}

/**
 * Writes {@link chunkModuleIds} of the build to `chunkModulesFile`: `npm run size` names the
 * code a page loaded by where it comes from.
 */
const chunkModulesPlugin = (): Plugin => ({
  name: "foyer-demo-chunk-modules",
  apply: "build",
  generateBundle(_options, bundle) {
    this.emitFile({
      type: "asset",
      fileName: chunkModulesFile,
      source: JSON.stringify(chunkModuleIds(Object.values(bundle))),
    })
  },
})

/** The demo's production build: static files only, no inline script or style. */
export const demoViteConfig = (options: {
  readonly outDir: string
  readonly foyerFrom?: FoyerFrom
}): InlineConfig => {
  const from = options.foyerFrom ?? "source"
  return {
    configFile: false,
    root: demoRoot,
    base: "/",
    logLevel: "warn",
    // The demo styles its own page with vanilla-extract; the package needs no plugin.
    plugins: [react(), vanillaExtractPlugin(), chunkModulesPlugin()],
    resolve: { alias: foyerAliases(from) },
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      // Inlined assets would be data: URLs, which the CSP only allows for images.
      assetsInlineLimit: 0,
      // The polyfill is for browsers without modulepreload; every supported one has it.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: {
        // The built package declares its side effects in package.json, as users get it.
        ...(from === "source" ? { treeshake: { moduleSideEffects: hasSideEffects } } : {}),
        // The vanilla-extract compiler dominates the build; the timing report says only that.
        checks: { pluginTimings: false },
        output: {
          entryFileNames: `assets/${demoChunkPrefixes.demo}[hash].js`,
          chunkFileNames: "assets/[name]-[hash].js",
          codeSplitting: {
            groups: [
              { name: "react", test: isReact, priority: 2 },
              {
                name: "foyer",
                // Only what the first paint needs: lazy views and the kernel stay their own chunks.
                test: (id: string) => !isReact(id) && !isDemo(id),
                tags: ["$initial"],
                // Without this the group would pull the demo's entry in and vanish into it.
                includeDependenciesRecursively: false,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  }
}

/** For `npm run demo:build` (`vite build examples/demo`): builds into examples/demo/dist. */
export default defineConfig(demoViteConfig({ outDir: "dist" }))
