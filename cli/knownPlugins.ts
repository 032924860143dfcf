import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { packageRoot } from "./CliContext"

/** A plugin the CLI can add: its id (`foyer add <id>`), module and factory name. */
export interface KnownPlugin {
  readonly id: string
  /** What the config imports it from, e.g. `foyer/plugins/swap`. */
  readonly module: string
  /** The factory the config calls, e.g. `swap` (camel case of the id). */
  readonly factory: string
}

/** `email-capture` → `emailCapture`. */
export const factoryName = (id: string): string =>
  id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/** The plugin for `id`: module `foyer/plugins/<id>`, factory in camel case. */
export const pluginFor = (id: string): KnownPlugin => ({
  id,
  module: `foyer/plugins/${id}`,
  factory: factoryName(id),
})

/**
 * The plugins this foyer package ships: every `plugins/<id>/index.ts` (the folders the
 * package's `./plugins/*` export serves), sorted by id.
 */
export const knownPlugins = (root: string = packageRoot): ReadonlyArray<KnownPlugin> => {
  const folder = join(root, "plugins")
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, "index.ts")))
    .map((entry) => pluginFor(entry.name))
    .sort((a, b) => a.id.localeCompare(b.id))
}

/** The sentence listing the known plugins, for errors about an unknown one. */
export const knownPluginsSentence = (plugins: ReadonlyArray<KnownPlugin>): string =>
  plugins.length === 0
    ? "This version of foyer ships no plugins yet."
    : `Known plugins: ${plugins.map((p) => p.id).join(", ")}.`
