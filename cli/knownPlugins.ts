import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"
import type { PluginMeta } from "../core/plugins/PluginMeta"
import { CliError } from "./CliError"
import { packageRoot } from "./foyerPackage"
import { shippedPluginModule } from "./packageName"
import type { TypeScript } from "./peers/loadTypeScript"
import { readPluginMeta } from "./plugins/readPluginMeta"

/**
 * A plugin the CLI can add: its metadata (from its meta.ts), where the config imports it
 * from, and where its template is.
 */
export interface KnownPlugin {
  readonly id: string
  /** What the config imports it from: `foyer-kit/plugins/send`, or `./plugins/greeting` for a plugin of the app. */
  readonly module: string
  /** The name its index.ts exports the factory under, which the config calls. */
  readonly factory: string
  /** One line saying what it adds (meta.ts). */
  readonly description: string
  /** The feature flag that turns it on, or several, any of which does (meta.ts). */
  readonly feature?: string | ReadonlyArray<string>
  /** Ids of the plugins it needs (meta.ts). */
  readonly requires: ReadonlyArray<string>
  /** Its template folder: template/config.ts holds the call, the other files are copied. */
  readonly template?: string
  /** A plugin of the app (`foyer add ./folder`): its folder. */
  readonly folder?: string
}

/** `email-capture` → `emailCapture`. */
export const factoryName = (id: string): string =>
  id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/**
 * A shipped plugin as its metadata would describe it, without reading any: module
 * `foyer-kit/plugins/<id>`, factory in camel case, no template. For tests of the edits.
 */
export const pluginFor = (id: string): KnownPlugin => ({
  id,
  module: shippedPluginModule(id),
  factory: factoryName(id),
  description: "",
  requires: [],
})

/** A plugin foyer ships, from its metadata: imported from `foyer-kit/plugins/<id>`. */
export const shippedPlugin = (meta: PluginMeta, root: string): KnownPlugin => ({
  id: meta.id,
  module: shippedPluginModule(meta.id),
  factory: meta.factory,
  description: meta.description,
  ...(meta.feature === undefined ? {} : { feature: meta.feature }),
  requires: meta.requires ?? [],
  template: join(root, "plugins", meta.id, "template"),
})

/**
 * Whether this CLI runs built (dist/cli/*.js under plain node) rather than from the
 * repository's sources (tsx, Vitest): it reads the plugins of the same kind.
 */
const runsBuilt = !new URL(import.meta.url).pathname.endsWith(".ts")

/** Where the plugins are, from the sources or built: each folder's entry and metadata. */
const layouts = {
  sources: { folder: "plugins", entry: "index.ts", meta: "meta.ts" },
  built: { folder: "dist/plugins", entry: "index.js", meta: "meta.js" },
} as const

/**
 * The plugins this foyer package ships, sorted by id, each described by its own meta file
 * (no list of plugins is kept anywhere else): every `plugins/<id>/` with an `index.ts` and a
 * `meta.ts` when the CLI runs from the repository's sources, every `dist/plugins/<id>/` with
 * an `index.js` and a `meta.js` in the built package (the modules its `./plugins/*` export
 * serves). The templates are `plugins/<id>/template/` in both. A folder without its meta file
 * is not a plugin the CLI offers (pluginMatrix.test.ts holds every plugin to having one).
 * `typescript` loads the compiler that reads a meta.ts (see readPluginMeta); it is called only
 * when there is one.
 * @throws CliError when a meta file is invalid or names another id than its folder's.
 */
export const shippedPlugins = async (options: {
  readonly typescript: () => Promise<TypeScript>
  readonly root?: string
  readonly built?: boolean
}): Promise<ReadonlyArray<KnownPlugin>> => {
  const { typescript, root = packageRoot, built = runsBuilt } = options
  const layout = built ? layouts.built : layouts.sources
  const folder = join(root, ...layout.folder.split("/"))
  if (!existsSync(folder)) return []
  const ids = readdirSync(folder, { withFileTypes: true })
    .filter(
      (item) =>
        item.isDirectory() &&
        existsSync(join(folder, item.name, layout.entry)) &&
        existsSync(join(folder, item.name, layout.meta)),
    )
    .map((item) => item.name)
    .sort((a, b) => a.localeCompare(b))
  const plugins: Array<KnownPlugin> = []
  for (const id of ids) {
    const shown = `${layout.folder}/${id}/${layout.meta}`
    const meta = await readPluginMeta({ path: join(folder, id, layout.meta), shown }, typescript)
    if (meta.id !== id) {
      throw new CliError({
        message: `${shown}: its id "${meta.id}" is not the name of its folder, "${id}".`,
      })
    }
    plugins.push(shippedPlugin(meta, root))
  }
  return plugins
}

/** The sentence listing the known plugins, for errors about an unknown one. */
export const knownPluginsSentence = (plugins: ReadonlyArray<KnownPlugin>): string =>
  plugins.length === 0
    ? "This version of foyer ships no plugins."
    : `Known plugins: ${plugins.map((p) => p.id).join(", ")}.`

/** One line per plugin, its id (padded) then its description, indented: for help and doctor. */
export const pluginLines = (
  plugins: ReadonlyArray<{ readonly name: string; readonly description: string }>,
  indent = "  ",
): ReadonlyArray<string> => {
  const width = Math.max(0, ...plugins.map((p) => p.name.length))
  return plugins.map((p) => `${indent}${p.name.padEnd(width)}  ${p.description}`.trimEnd())
}
