import { existsSync, readdirSync } from "node:fs"
import { isAbsolute, join } from "node:path"
import { fileURLToPath } from "node:url"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import type { InlineConfig } from "vite"
import { lazyStyles } from "./lazyStyles"

/** The repository root: every entry and output path below is relative to it. */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url))

/** Where the build writes the package's files (`files` in package.json). */
export const distDir = join(repoRoot, "dist")

/** The one stylesheet of the package, exported as `foyer-kit/styles.css`. */
const stylesheetName = "styles.css"

/**
 * Sources that run in Node only: the CLI, the module hooks `foyer doctor` registers by URL,
 * the sandbox and the testing kit. The browser entries never import them.
 */
const nodeEntries = [
  "cli/bin.ts",
  "cli/doctor/typeScriptHooks.ts",
  "sandbox/index.ts",
  "testing/index.ts",
] as const

/**
 * Every plugin's entries: `plugins/<id>/index.ts` becomes `foyer-kit/plugins/<id>`, its
 * `meta.ts` becomes dist/plugins/<id>/meta.js, which the CLI imports under plain node, and a
 * `server/index.ts`, code for the dApp's backend with no React, becomes
 * `foyer-kit/plugins/<id>/server` (siwx's message verifier).
 */
const pluginEntries = (): ReadonlyArray<string> => {
  const plugins = join(repoRoot, "plugins")
  if (!existsSync(plugins)) return []
  return readdirSync(plugins, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [
      `plugins/${entry.name}/index.ts`,
      `plugins/${entry.name}/meta.ts`,
      `plugins/${entry.name}/server/index.ts`,
    ])
    .filter((entry) => existsSync(join(repoRoot, entry)))
}

/** The public entries, as source paths relative to the repository root. */
const packageEntries = (): ReadonlyArray<string> => [
  "index.ts",
  "core/index.ts",
  "ui/index.ts",
  "ui/plugin/index.ts",
  ...pluginEntries(),
  ...nodeEntries,
]

/** The entries by output name (`core/index`) and source path (`core/index.ts`). */
export const entrySources = (): Record<string, string> =>
  Object.fromEntries(packageEntries().map((entry) => [entry.replace(/\.tsx?$/, ""), entry]))

/**
 * A bare specifier (`effect`, `react/jsx-runtime`, `node:fs`) is a dependency, a peer or a
 * Node built-in: the consumer's bundler or Node resolves it, never this build. Relative and
 * absolute ids are Foyer's own modules, and `\0`-prefixed ones are plugins' virtual modules.
 */
const isExternal = (id: string) =>
  !id.startsWith(vendoredPackage) &&
  !id.startsWith(".") &&
  !isAbsolute(id) &&
  !id.startsWith("\0") &&
  !id.startsWith("virtual:")

/**
 * The one package whose modules are copied into the build rather than imported: the wallet
 * logos of `@web3icons/core` (MIT) the wallet catalogue uses, a few SVG strings out of a package
 * of 80 MB, written under dist/vendor/web3icons/ with its licence notice (buildPackage.ts).
 */
export const vendoredPackage = "@web3icons/core/"

/** Where a vendored module's chunk is written, from its path in node_modules. */
const vendoredModules = "node_modules/@web3icons/core/dist/svgs/"

/** Entries that are React client components' boundary for React Server Components. */
const clientBoundaries = new Set(["ui/index.js", "ui/plugin/index.js"])

/** Node programs get a shebang so `node_modules/.bin/foyer` runs with plain node. */
const executables = new Set(["cli/bin.js"])

/**
 * Vite's library mode: ES modules only, one output module per source module (so the
 * consumer's bundler tree-shakes and keeps every `import()` a lazy chunk), the vanilla-extract
 * styles the first paint draws compiled to one static stylesheet (the others travel with their
 * lazy modules: lazyStyles.ts), and source maps.
 */
export const packageViteConfig = (): InlineConfig => ({
  configFile: false,
  root: repoRoot,
  logLevel: "warn",
  // lazyStyles after vanilla-extract: it rewrites the CSS imports vanilla-extract writes.
  plugins: [react(), vanillaExtractPlugin(), lazyStyles(repoRoot)],
  build: {
    outDir: distDir,
    emptyOutDir: false,
    target: "es2022",
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    copyPublicDir: false,
    assetsInlineLimit: 0,
    lib: {
      entry: Object.fromEntries(
        Object.entries(entrySources()).map(([name, source]) => [name, join(repoRoot, source)]),
      ),
      formats: ["es"],
      cssFileName: stylesheetName.replace(/\.css$/, ""),
    },
    rolldownOptions: {
      external: isExternal,
      checks: { pluginTimings: false },
      output: {
        preserveModules: true,
        preserveModulesRoot: repoRoot,
        entryFileNames: (chunk) =>
          chunk.name.startsWith(vendoredModules)
            ? `vendor/web3icons/${chunk.name.slice(vendoredModules.length)}.js`
            : "[name].js",
        banner: (chunk) =>
          executables.has(chunk.fileName)
            ? "#!/usr/bin/env node"
            : clientBoundaries.has(chunk.fileName)
              ? '"use client";'
              : "",
      },
    },
  },
})
