import { randomUUID } from "node:crypto"
import { readFile, realpath, rename, rm, stat, writeFile } from "node:fs/promises"
import { basename, dirname, join, resolve } from "node:path"
import { Command } from "commander"
import type { CliContext } from "../CliContext"
import { CliError } from "../CliError"
import { ConfigEditError } from "../config/ConfigEditError"
import { type KnownPlugin, knownPlugins, knownPluginsSentence } from "../knownPlugins"
import { makeOutput } from "../Output"

/** The config file `foyer add` and `foyer remove` edit unless `--config` says otherwise. */
const defaultConfigFile = "foyer.config.ts"

/** `foyer add <plugin...>`: imports each plugin in the config and calls it in `plugins`. */
export const addCommand = (
  context: CliContext,
  plugins: ReadonlyArray<KnownPlugin> = knownPlugins(),
): Command =>
  pluginCommand(context, plugins, {
    name: "add",
    description: "add plugins to the app: import each one in the config and call it in `plugins`",
    // The TypeScript parser loads with the edit, not for --help.
    loadEdit: () => import("../config/editPlugins").then((m) => m.addPlugins),
    changed: (id, file) => `Added ${id} to ${file}`,
    unchanged: (id, file) => `${id} is already in ${file}`,
  })

/** `foyer remove <plugin...>`: removes each plugin's import and call from the config. */
export const removeCommand = (
  context: CliContext,
  plugins: ReadonlyArray<KnownPlugin> = knownPlugins(),
): Command =>
  pluginCommand(context, plugins, {
    name: "remove",
    description: "remove plugins from the app: their imports and calls in the config",
    loadEdit: () => import("../config/editPlugins").then((m) => m.removePlugins),
    changed: (id, file) => `Removed ${id} from ${file}`,
    unchanged: (id, file) => `${id} is not in ${file}`,
  })

interface PluginEdit {
  readonly name: string
  readonly description: string
  readonly loadEdit: () => Promise<
    (source: string, plugins: ReadonlyArray<KnownPlugin>, fileName: string) => string
  >
  readonly changed: (id: string, file: string) => string
  readonly unchanged: (id: string, file: string) => string
}

const pluginCommand = (
  context: CliContext,
  known: ReadonlyArray<KnownPlugin>,
  spec: PluginEdit,
): Command =>
  new Command(spec.name)
    .description(spec.description)
    .argument("<plugin...>", `plugin ids (${known.map((p) => p.id).join(", ") || "none yet"})`)
    .option("--config <file>", "the configuration file", defaultConfigFile)
    .action(async (ids: ReadonlyArray<string>, options: { readonly config: string }) => {
      // Every id is checked before the file is read, so a typo changes nothing.
      const plugins = resolvePlugins(ids, known)
      const file = options.config
      const path = resolve(context.cwd, file)
      const source = await readConfig(path, file, context.cwd)
      const edit = await spec.loadEdit()
      const steps: Array<{ readonly plugin: KnownPlugin; readonly changed: boolean }> = []
      let text = source
      try {
        // One plugin at a time, to tell the person which ones changed the file.
        for (const plugin of plugins) {
          const next = edit(text, [plugin], file)
          steps.push({ plugin, changed: next !== text })
          text = next
        }
      } catch (error) {
        if (error instanceof ConfigEditError) throw new CliError({ message: error.message })
        throw error
      }
      if (text !== source) await writeAtomically(path, text)
      const output = makeOutput(context)
      for (const { plugin, changed } of steps) {
        if (changed) output.success(spec.changed(plugin.id, file))
        else output.info(spec.unchanged(plugin.id, file))
      }
    })

/** The known plugins for `ids`, each once, in the order given. */
const resolvePlugins = (
  ids: ReadonlyArray<string>,
  known: ReadonlyArray<KnownPlugin>,
): ReadonlyArray<KnownPlugin> => {
  const unique = [...new Set(ids)]
  const unknown = unique.filter((id) => !known.some((plugin) => plugin.id === id))
  if (unknown.length > 0) {
    const names = unknown.map((id) => `"${id}"`).join(", ")
    throw new CliError({
      message: `Unknown plugin${unknown.length > 1 ? "s" : ""} ${names}. ${knownPluginsSentence(known)}`,
    })
  }
  return unique.flatMap((id) => known.filter((plugin) => plugin.id === id))
}

const readConfig = async (path: string, file: string, cwd: string): Promise<string> => {
  try {
    return await readFile(path, "utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new CliError({
        message: `No ${file} in ${cwd}. Run \`foyer init\` to create one, or pass --config <file>.`,
      })
    }
    throw error
  }
}

// A temporary file beside the config, renamed over it: a rename within a folder is atomic,
// so an interrupted run leaves the old file or the new one, never half of one.
const writeAtomically = async (path: string, text: string): Promise<void> => {
  // Through a symlink to the real file, which keeps the link; and with the file's mode.
  const target = await realpath(path)
  const { mode } = await stat(target)
  const temporary = join(dirname(target), `.${basename(target)}.${randomUUID()}.tmp`)
  try {
    await writeFile(temporary, text, { mode: mode & 0o777 })
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
