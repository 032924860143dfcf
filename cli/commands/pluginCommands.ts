import { dirname, resolve } from "node:path"
import { Command } from "commander"
import { type FileSystem, nodeFileSystem } from "../../codegen/FileSystem"
import type { CliContext } from "../CliContext"
import { CliError } from "../CliError"
import { fileErrorMessage, isFileSystemError } from "../fileErrorMessage"
import {
  type KnownPlugin,
  knownPluginsSentence,
  pluginLines,
  shippedPlugins,
} from "../knownPlugins"
import { makeOutput } from "../Output"
import { loadTypeScript, type TypeScript, typeScriptSearch } from "../peers/loadTypeScript"
import { type AppConfig, addToApp, type ChangeMessage, removeFromApp } from "../plugins/changeApp"
import { configuredPlugins, isPluginPath, localPlugin } from "../plugins/localPlugins"
import { withRequirements, withTemplates } from "../plugins/pluginChanges"

/** The config file `foyer add` and `foyer remove` edit unless `--config` says otherwise. */
const defaultConfigFile = "foyer.config.ts"

/** How `foyer <command>` loads the TypeScript compiler: the app's, else foyer's own. */
const typeScriptOf = (context: CliContext, command: string) => async (): Promise<TypeScript> =>
  (await loadTypeScript(command, typeScriptSearch(context.cwd))).ts

/** `foyer add` with the plugins this foyer ships, each read from its meta file. */
export const makeAddCommand = async (context: CliContext): Promise<Command> =>
  addCommand(context, await shippedPlugins({ typescript: typeScriptOf(context, "add") }))

/** `foyer remove` with the plugins this foyer ships, each read from its meta file. */
export const makeRemoveCommand = async (context: CliContext): Promise<Command> =>
  removeCommand(context, await shippedPlugins({ typescript: typeScriptOf(context, "remove") }))

/**
 * `foyer add <plugin...>`: imports each plugin in the config and calls it in `plugins` (the
 * call its template gives), adds the plugins it requires first, and copies its template's
 * files. A plugin is an id of `known` or the folder of a plugin of the app.
 */
export const addCommand = (
  context: CliContext,
  known: ReadonlyArray<KnownPlugin>,
  files: FileSystem = nodeFileSystem,
): Command =>
  pluginCommand(context, "add", known, {
    description: "add plugins: import and call each in the config, copy their template files",
    action: async (args, configFile) => {
      const ids = args.filter((arg) => !isPluginPath(arg))
      // Every id is checked before the file is read, so a typo changes nothing.
      checkIds(ids, known)
      const config = await readAppConfig(files, context.cwd, configFile)
      const ts = await typeScriptOf(context, "add")()
      const typescript = () => Promise.resolve(ts)
      const requested: Array<KnownPlugin> = []
      for (const arg of new Set(args)) {
        const plugin = isPluginPath(arg)
          ? await localPlugin({
              folder: resolve(context.cwd, arg),
              configFolder: dirname(config.path),
              cwd: context.cwd,
              typescript,
            })
          : known.find((p) => p.id === arg)!
        if (!requested.some((p) => p.module === plugin.module)) requested.push(plugin)
      }
      const needsConfigured = requested.some((plugin) => plugin.requires.length > 0)
      const configured = needsConfigured ? await pluginsOfConfig(ts, config, known, context) : []
      const changes = withRequirements(requested, known, configured)
      const templated = await withTemplates(ts, changes, context.cwd)
      return addToApp(ts, config, templated, files)
    },
  })

/**
 * `foyer remove <plugin...>`: removes each plugin's import and call from the config, and
 * the files its template copied that are unchanged. A plugin is an id (of `known`, or of a
 * plugin of the app that the config imports) or the folder of a plugin of the app.
 */
export const removeCommand = (
  context: CliContext,
  known: ReadonlyArray<KnownPlugin>,
  files: FileSystem = nodeFileSystem,
): Command =>
  pluginCommand(context, "remove", known, {
    description: "remove plugins: their imports, calls and unchanged template files",
    action: async (args, configFile) => {
      const config = await readAppConfig(files, context.cwd, configFile)
      const ts = await typeScriptOf(context, "remove")()
      const typescript = () => Promise.resolve(ts)
      const configured = await pluginsOfConfig(ts, config, known, context)
      const unknown: Array<string> = []
      const removed: Array<KnownPlugin> = []
      for (const arg of new Set(args)) {
        let plugin: KnownPlugin | undefined
        if (isPluginPath(arg)) {
          const folder = resolve(context.cwd, arg)
          plugin =
            configured.find((p) => p.folder === folder) ??
            (await localPlugin({
              folder,
              configFolder: dirname(config.path),
              cwd: context.cwd,
              typescript,
            }))
        } else {
          plugin = configured.find((p) => p.id === arg) ?? known.find((p) => p.id === arg)
        }
        if (plugin === undefined) unknown.push(arg)
        else if (!removed.some((p) => p.module === plugin.module)) removed.push(plugin)
      }
      if (unknown.length > 0) throw unknownPlugins(unknown, known)
      checkNothingRequires(removed, configured, config.name)
      const templated = await withTemplates(
        ts,
        removed.map((plugin) => ({ plugin })),
        context.cwd,
      )
      return removeFromApp(ts, config, templated, files)
    },
  })

interface PluginCommandSpec {
  readonly description: string
  /** The command's work, given its arguments and the config file as given. */
  readonly action: (
    args: ReadonlyArray<string>,
    configFile: string,
  ) => Promise<ReadonlyArray<ChangeMessage>>
}

const pluginCommand = (
  context: CliContext,
  name: "add" | "remove",
  known: ReadonlyArray<KnownPlugin>,
  spec: PluginCommandSpec,
): Command =>
  new Command(name)
    .description(spec.description)
    .argument(
      "<plugin...>",
      `plugin ids (${known.map((p) => p.id).join(", ") || "none ship"}) or plugin folders`,
    )
    .option("--config <file>", "the configuration file", defaultConfigFile)
    .addHelpText("after", helpAfter(name, known))
    .action(async (args: ReadonlyArray<string>, options: { readonly config: string }) => {
      const messages = await spec.action(args, options.config)
      const output = makeOutput(context)
      for (const message of messages) {
        if (message.kind === "success") output.success(message.text)
        else output.info(message.text)
      }
    })

/** The text after a plugin command's help: the shipped plugins, and a plugin of your own. */
const helpAfter = (name: "add" | "remove", known: ReadonlyArray<KnownPlugin>): string => {
  const listing =
    known.length === 0
      ? knownPluginsSentence(known)
      : [
          "Plugins:",
          ...pluginLines(known.map((p) => ({ name: p.id, description: p.description }))),
        ].join("\n")
  const own =
    name === "add"
      ? `A plugin of your own is a folder of the app holding index.ts (which exports
its factory), meta.ts (which describes it) and optionally template/:
  $ foyer add ./plugins/greeting`
      : `A plugin of your own is removed by its id or its folder:
  $ foyer remove ./plugins/greeting`
  return `
${listing}

${own}`
}

/** Fails on ids that are not plugins of `known`, naming them and the known ones. */
const checkIds = (ids: ReadonlyArray<string>, known: ReadonlyArray<KnownPlugin>): void => {
  const unknown = [...new Set(ids)].filter((id) => !known.some((plugin) => plugin.id === id))
  if (unknown.length > 0) throw unknownPlugins(unknown, known)
}

const unknownPlugins = (unknown: ReadonlyArray<string>, known: ReadonlyArray<KnownPlugin>) =>
  new CliError({
    message: `Unknown plugin${unknown.length > 1 ? "s" : ""} ${unknown.map((id) => `"${id}"`).join(", ")}. ${knownPluginsSentence(known)}`,
  })

/** The plugins the config imports that the CLI knows (shipped, or the app's own). */
const pluginsOfConfig = async (
  ts: TypeScript,
  config: AppConfig,
  known: ReadonlyArray<KnownPlugin>,
  context: CliContext,
): Promise<ReadonlyArray<KnownPlugin>> => {
  const sourceFile = ts.createSourceFile(config.name, config.source, ts.ScriptTarget.Latest, true)
  const found = await configuredPlugins({
    ts,
    sourceFile,
    configFolder: dirname(config.path),
    cwd: context.cwd,
    shipped: known,
    typescript: () => Promise.resolve(ts),
  })
  return found.flatMap((entry) => (entry._tag === "Known" ? [entry.plugin] : []))
}

/**
 * Refuses to remove a plugin that a plugin staying in the config requires.
 * @throws CliError naming both.
 */
const checkNothingRequires = (
  removed: ReadonlyArray<KnownPlugin>,
  configured: ReadonlyArray<KnownPlugin>,
  file: string,
): void => {
  const removedIds = new Set(removed.map((p) => p.id))
  for (const staying of configured) {
    if (removed.some((p) => p.module === staying.module)) continue
    const needed = staying.requires.find((id) => removedIds.has(id))
    if (needed !== undefined) {
      throw new CliError({
        message: `${staying.id} requires ${needed} and stays in ${file}: remove both (foyer remove ${staying.id} ${needed}), or keep ${needed}.`,
      })
    }
  }
}

/** The config file `file` (as given, relative to `cwd`) and its text. */
const readAppConfig = async (files: FileSystem, cwd: string, file: string): Promise<AppConfig> => {
  const path = resolve(cwd, file)
  try {
    return { cwd, path, name: file, source: await files.readFile(path) }
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
