import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { packageRoot } from "./foyerPackage"

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

/** Where a plugin's entry is: its source in the repository, its module once built. */
const pluginEntries = [
  { folder: "plugins", entry: "index.ts" },
  { folder: join("dist", "plugins"), entry: "index.js" },
] as const

/**
 * The plugins this foyer package ships: every `plugins/<id>/index.ts` in the repository,
 * or `dist/plugins/<id>/index.js` in the published package (the modules its `./plugins/*`
 * export serves), sorted by id.
 */
export const knownPlugins = (root: string = packageRoot): ReadonlyArray<KnownPlugin> => {
  const ids = new Set<string>()
  for (const { folder, entry } of pluginEntries) {
    const path = join(root, folder)
    if (!existsSync(path)) continue
    for (const item of readdirSync(path, { withFileTypes: true })) {
      if (item.isDirectory() && existsSync(join(path, item.name, entry))) ids.add(item.name)
    }
  }
  return [...ids].sort((a, b) => a.localeCompare(b)).map(pluginFor)
}

/** The sentence listing the known plugins, for errors about an unknown one. */
export const knownPluginsSentence = (plugins: ReadonlyArray<KnownPlugin>): string =>
  plugins.length === 0
    ? "This version of foyer ships no plugins yet."
    : `Known plugins: ${plugins.map((p) => p.id).join(", ")}.`
