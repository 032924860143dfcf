import { resolve } from "node:path"
import { Command } from "commander"
import { type FileSystem, nodeFileSystem } from "../../codegen/FileSystem"
import { FileWriteError } from "../../codegen/FileWriteError"
import { writeFilesAtomically } from "../../codegen/writeFilesAtomically"
import type { CliContext } from "../CliContext"
import { CliError } from "../CliError"
import { ConfigEditError } from "../config/ConfigEditError"
import { fileErrorMessage, isFileSystemError } from "../fileErrorMessage"
import { type KnownPlugin, knownPlugins, knownPluginsSentence } from "../knownPlugins"
import { makeOutput } from "../Output"
import { loadTypeScript, type TypeScript, typeScriptSearch } from "../peers/loadTypeScript"

/** The config file `foyer add` and `foyer remove` edit unless `--config` says otherwise. */
const defaultConfigFile = "foyer.config.ts"

/** `foyer add <plugin...>`: imports each plugin in the config and calls it in `plugins`. */
export const addCommand = (
  context: CliContext,
  plugins: ReadonlyArray<KnownPlugin> = knownPlugins(),
  files: FileSystem = nodeFileSystem,
): Command =>
  pluginCommand(context, plugins, files, {
    name: "add",
    description: "add plugins to the app: import each one in the config and call it in `plugins`",
    loadEdit: () => import("../config/editPlugins").then((m) => m.addPlugins),
    changed: (id, file) => `Added ${id} to ${file}`,
    unchanged: (id, file) => `${id} is already in ${file}`,
  })

/** `foyer remove <plugin...>`: removes each plugin's import and call from the config. */
export const removeCommand = (
  context: CliContext,
  plugins: ReadonlyArray<KnownPlugin> = knownPlugins(),
  files: FileSystem = nodeFileSystem,
): Command =>
  pluginCommand(context, plugins, files, {
    name: "remove",
    description: "remove plugins from the app: their imports and calls in the config",
    loadEdit: () => import("../config/editPlugins").then((m) => m.removePlugins),
    changed: (id, file) => `Removed ${id} from ${file}`,
    unchanged: (id, file) => `${id} is not in ${file}`,
  })

interface PluginEdit {
  readonly name: string
  readonly description: string
  /** The edit, loaded when the command runs. */
  readonly loadEdit: () => Promise<
    (
      ts: TypeScript,
      source: string,
      plugins: ReadonlyArray<KnownPlugin>,
      fileName: string,
    ) => string
  >
  readonly changed: (id: string, file: string) => string
  readonly unchanged: (id: string, file: string) => string
}

const pluginCommand = (
  context: CliContext,
  known: ReadonlyArray<KnownPlugin>,
  files: FileSystem,
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
      const source = await readConfig(files, path, file, context.cwd)
      // The TypeScript parser (an optional peer, the app's own when it has one) loads with
      // the edit, not for --help.
      const { ts } = await loadTypeScript(spec.name, typeScriptSearch(context.cwd))
      const edit = await spec.loadEdit()
      const steps: Array<{ readonly plugin: KnownPlugin; readonly changed: boolean }> = []
      let text = source
      try {
        // One plugin at a time, to tell the person which ones changed the file.
        for (const plugin of plugins) {
          const next = edit(ts, text, [plugin], file)
          steps.push({ plugin, changed: next !== text })
          text = next
        }
      } catch (error) {
        if (error instanceof ConfigEditError) throw new CliError({ message: error.message })
        throw error
      }
      if (text !== source) {
        await writeFilesAtomically([{ path, text }], files).catch((error: unknown) => {
          if (!(error instanceof FileWriteError && isFileSystemError(error.cause))) throw error
          throw new CliError({
            message: fileErrorMessage(error.cause, {
              cwd: context.cwd,
              action: "write",
              path: file,
            }),
          })
        })
      }
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

const readConfig = async (
  files: FileSystem,
  path: string,
  file: string,
  cwd: string,
): Promise<string> => {
  try {
    return await files.readFile(path)
  } catch (error) {
    if (!isFileSystemError(error)) throw error
    if (error.code === "ENOENT") {
      throw new CliError({
        message: `No ${file} in ${cwd}. Run \`foyer init\` to create one, or pass --config <file>.`,
      })
    }
    throw new CliError({ message: fileErrorMessage(error, { cwd, action: "read", path: file }) })
  }
}
