import { CliError } from "../CliError"
import { shownPath } from "../fileErrorMessage"
import { type KnownPlugin, knownPluginsSentence } from "../knownPlugins"
import type { TypeScript } from "../peers/loadTypeScript"
import type { PluginChange } from "./changeApp"
import { readPluginTemplate } from "./pluginTemplate"

/**
 * The plugins to add: each requested one after the plugins it requires (shipped plugins,
 * unless the config or the request already has one of that id), each once.
 * @throws CliError when a required plugin is neither shipped nor in the config.
 */
export const withRequirements = (
  requested: ReadonlyArray<KnownPlugin>,
  known: ReadonlyArray<KnownPlugin>,
  configured: ReadonlyArray<KnownPlugin>,
): ReadonlyArray<Omit<PluginChange, "template">> => {
  const changes: Array<Omit<PluginChange, "template">> = []
  const present = (id: string) =>
    configured.some((p) => p.id === id) || changes.some((c) => c.plugin.id === id)
  const visit = (
    plugin: KnownPlugin,
    requiredBy: string | undefined,
    path: ReadonlyArray<string>,
  ) => {
    if (changes.some((c) => c.plugin.module === plugin.module)) return
    for (const id of plugin.requires) {
      if (present(id) || path.includes(id)) continue
      const required = requested.find((p) => p.id === id) ?? known.find((p) => p.id === id)
      if (required === undefined) {
        throw new CliError({
          message: `${plugin.id} requires the plugin "${id}", which is neither in the config nor one foyer ships. ${knownPluginsSentence(known)}`,
        })
      }
      visit(required, requested.includes(required) ? undefined : plugin.id, [...path, plugin.id])
    }
    changes.push(requiredBy === undefined ? { plugin } : { plugin, requiredBy })
  }
  for (const plugin of requested) visit(plugin, undefined, [])
  return changes
}

/** Each change with its plugin's template read. */
export const withTemplates = (
  ts: TypeScript,
  changes: ReadonlyArray<Omit<PluginChange, "template">>,
  cwd: string,
): Promise<ReadonlyArray<PluginChange>> =>
  Promise.all(
    changes.map(async (change) => ({
      ...change,
      template: await readPluginTemplate(
        ts,
        change.plugin,
        change.plugin.template === undefined
          ? change.plugin.id
          : shownPath(cwd, change.plugin.template),
      ),
    })),
  )
