// What `npm run size` counts as "Solana or Bitcoin code" (issue 36: none of it loads before
// the visitor picks a wallet or network of those families), from the module ids the demo build
// lists per chunk (examples/demo/vite.config.ts, `chunkModulesFile`).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { chunkModulesFile } from "../examples/demo/vite.config"

/** The chain plugins whose code waits for the visitor's pick: their folders under dist/plugins/. */
export type ChainPlugin = "solana" | "bitcoin"

/** A module in a `discovery/` folder of the plugin. */
const discoveryFolder = /(^|\/)discovery\//

/**
 * The modules of each chain plugin that may load before a pick, as paths inside the plugin's
 * folder of dist/ (a string: that file; a RegExp: the paths it matches): what opening the
 * Connect view on a page with the plugin needs, and nothing of the chain's adapter or of a
 * connector's session. The plugin's entry (`index.js`: its definition, read at start-up), its
 * display data (`meta.js`), its kit (`solanaKit.js`, `bitcoinKit.js`: what the kernel loads
 * to start the plugin), Solana's options schema (`SolanaOptions.js`), and the discovery of
 * the page's wallets (its `discovery/` folder; test/kitStartReach guards the same line in
 * npm test, from the sources).
 * Every other module of dist/plugins/solana/ and dist/plugins/bitcoin/ is chain code.
 */
export const chainStartupModules: Readonly<Record<ChainPlugin, ReadonlyArray<string | RegExp>>> = {
  solana: ["index.js", "meta.js", "solanaKit.js", "SolanaOptions.js", discoveryFolder],
  bitcoin: ["index.js", "meta.js", "bitcoinKit.js", discoveryFolder],
}

/**
 * The libraries that only chain code needs, as the start of a path after `node_modules/`.
 * @noble/hashes and @scure/base are WalletConnect's too, whose code must not load before the
 * visitor picks it either: before a pick, none of them belongs on the page.
 */
export const chainLibraries: ReadonlyArray<string> = [
  "@solana/",
  "@solana-program/",
  "@scure/base/",
  "@noble/hashes/",
  "@noble/curves/",
  "sats-connect/",
]

const nodeModules = "node_modules/"

/** A module id as a path from the repository root with `/`, without a query or a `\0` prefix. */
const normalised = (moduleId: string): string =>
  moduleId.replaceAll("\\", "/").replace(/^\0/, "").replace(/\?.*$/, "")

/** The path after the last `node_modules/` (a nested install counts as its package), if any. */
const packagePath = (id: string): string | undefined => {
  const at = id.lastIndexOf(nodeModules)
  return at === -1 ? undefined : id.slice(at + nodeModules.length)
}

/**
 * The plugin and the path inside its folder of a chain plugin's module: dist/'s JavaScript
 * (`dist/plugins/solana/x.js`), or the sources when the demo is built from them
 * (`plugins/solana/x.ts`, counted as `x.js`).
 */
const chainPluginPath = (
  id: string,
): { readonly plugin: ChainPlugin; readonly path: string } | undefined => {
  const match = /^(?:dist\/)?plugins\/(solana|bitcoin)\/(.+)$/.exec(id)
  if (match === null) return undefined
  const [, plugin, path = ""] = match
  return {
    plugin: plugin === "solana" ? "solana" : "bitcoin",
    path: path.replace(/\.tsx?$/, ".js"),
  }
}

/** Whether a module id is Solana or Bitcoin code: see {@link chainStartupModules} and {@link chainLibraries}. */
export const isChainCode = (moduleId: string): boolean => {
  const id = normalised(moduleId)
  const inPackage = packagePath(id)
  if (inPackage !== undefined)
    return chainLibraries.some((library) => inPackage.startsWith(library))
  const module = chainPluginPath(id)
  if (module === undefined) return false
  return !chainStartupModules[module.plugin].some((startup) =>
    typeof startup === "string" ? module.path === startup : startup.test(module.path),
  )
}

/**
 * Chain modules, as a reader scans them: each plugin module by its path, each library once
 * with how many of its modules there are ("node_modules/@solana/kit (2 modules)").
 */
export const describeChainModules = (moduleIds: ReadonlyArray<string>): ReadonlyArray<string> => {
  const libraries = new Map<string, number>()
  const own: string[] = []
  for (const moduleId of moduleIds) {
    const id = normalised(moduleId)
    const inPackage = packagePath(id)
    if (inPackage === undefined) {
      own.push(id)
      continue
    }
    const [scope = "", name = ""] = inPackage.split("/")
    const library = `${nodeModules}${scope.startsWith("@") ? `${scope}/${name}` : scope}`
    libraries.set(library, (libraries.get(library) ?? 0) + 1)
  }
  return [
    ...own,
    ...[...libraries].map(([library, count]) =>
      count === 1 ? library : `${library} (${count} modules)`,
    ),
  ]
}

/** The modules of each chunk of a demo build, by the chunk's file ("assets/x-hash.js"). */
export type ChunkModules = Readonly<Record<string, ReadonlyArray<string>>>

/** Reads the module list the demo build in `buildDir` wrote (`chunkModulesFile`). */
export const readChunkModules = (buildDir: string): ChunkModules => {
  const parsed: unknown = JSON.parse(readFileSync(join(buildDir, chunkModulesFile), "utf8"))
  const valid =
    typeof parsed === "object" &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every(
      (modules) => Array.isArray(modules) && modules.every((id) => typeof id === "string"),
    )
  if (!valid) throw new Error(`${chunkModulesFile}: not a map of chunk files to module ids`)
  return parsed as ChunkModules
}

/** A script the page loaded, by its URL path ("/assets/x-hash.js"), with its gzip size. */
export interface ScriptLoad {
  readonly path: string
  readonly gzipBytes: number
}

/** A loaded script with the chain modules it holds, or `undefined` when the build lists no such chunk. */
export type ScriptChainCode<S extends ScriptLoad> = S & {
  readonly chainModules: ReadonlyArray<string> | undefined
}

/** Each script with the Solana or Bitcoin modules its chunk holds, by the build's module list. */
export const withChainCode = <S extends ScriptLoad>(
  scripts: ReadonlyArray<S>,
  chunkModules: ChunkModules,
): ReadonlyArray<ScriptChainCode<S>> =>
  scripts.map((script) => ({
    ...script,
    chainModules: chunkModules[script.path.replace(/^\//, "")]?.filter(isChainCode),
  }))
