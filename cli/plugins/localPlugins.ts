import { existsSync, statSync } from "node:fs"
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path"
import type ts from "typescript"
import { CliError } from "../CliError"
import { shownPath } from "../fileErrorMessage"
import type { KnownPlugin } from "../knownPlugins"
import { shippedPluginId } from "../packageName"
import type { TypeScript } from "../peers/loadTypeScript"
import { readPluginMeta } from "./readPluginMeta"

/** Whether an argument of `foyer add`/`foyer remove` names a folder (`./plugins/greeting`) rather than an id. */
export const isPluginPath = (argument: string): boolean =>
  argument.startsWith(".") || isAbsolute(argument) || /[/\\]/.test(argument)

/** The entry a plugin folder of the app may have, first found first. */
const entryNames = ["index.ts", "index.tsx", "index.js"] as const
/** Its metadata file: meta.ts, or meta.js for a plugin written in JavaScript. */
const metaNames = ["meta.ts", "meta.js"] as const

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory()

/** `folder` as the config in `configFolder` imports it: `./plugins/greeting`, `../shared/greeting`. */
export const moduleSpecifier = (configFolder: string, folder: string): string => {
  const path = relative(configFolder, folder).split(sep).join("/")
  return path.startsWith("../") ? path : `./${path}`
}

/**
 * The plugin in `folder`, a plugin of the app itself: a folder inside the app (the folder of
 * its config, `configFolder`) holding an index.ts that exports the factory, a meta.ts that
 * describes it, and optionally a template/. The config imports it by its relative path.
 * @throws CliError when the folder is missing, outside the app, or lacks index.ts or meta.ts.
 */
export const localPlugin = async (options: {
  readonly folder: string
  readonly configFolder: string
  readonly cwd: string
  readonly typescript: () => Promise<TypeScript>
  /** The specifier the config already imports it by, if it does. */
  readonly module?: string
}): Promise<KnownPlugin> => {
  const { configFolder, cwd, typescript } = options
  const folder = resolve(options.folder)
  const shown = shownPath(cwd, folder) || "."
  if (!isFolder(folder)) {
    throw new CliError({
      message: `${shown} is not a folder: name the folder of your plugin, e.g. ./plugins/greeting.`,
    })
  }
  const inside = relative(configFolder, folder)
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) {
    throw new CliError({
      message: `${shown} is not inside the app (${shownPath(cwd, configFolder)}): keep your plugin's folder in the app, e.g. ./plugins/greeting.`,
    })
  }
  if (!entryNames.some((name) => existsSync(join(folder, name)))) {
    throw new CliError({
      message: `${shown} has no index.ts: a plugin's folder holds index.ts, which exports its factory, and meta.ts.`,
    })
  }
  const metaName = metaNames.find((name) => existsSync(join(folder, name)))
  if (metaName === undefined) {
    throw new CliError({
      message: `${shown} has no meta.ts: write one describing the plugin for foyer (see docs/cli.md).`,
    })
  }
  const meta = await readPluginMeta(
    { path: join(folder, metaName), shown: `${shown}/${metaName}` },
    typescript,
  )
  return {
    id: meta.id,
    module: options.module ?? moduleSpecifier(configFolder, folder),
    factory: meta.factory,
    description: meta.description,
    ...(meta.feature === undefined ? {} : { feature: meta.feature }),
    requires: meta.requires ?? [],
    template: join(folder, "template"),
    folder,
  }
}

/** The folder a relative import names when it is a plugin folder (`./p`, `./p/index`, `./p/index.ts`). */
const pluginFolderOf = (configFolder: string, specifier: string): string | undefined => {
  const path = resolve(configFolder, specifier)
  const candidates = [path, /[/\\]index(\.[cm]?[jt]sx?)?$/.test(path) ? dirname(path) : undefined]
  return candidates.find(
    (folder) =>
      folder !== undefined &&
      isFolder(folder) &&
      metaNames.some((m) => existsSync(join(folder, m))),
  )
}

/** A plugin a config imports: the plugin, or the id of a `foyer-kit/plugins/<id>` that is not shipped. */
export type ConfiguredPlugin =
  | { readonly _tag: "Known"; readonly plugin: KnownPlugin }
  | { readonly _tag: "Unknown"; readonly id: string }

/**
 * The plugins the config in `sourceFile` imports, in import order, each once: shipped
 * plugins by their module `foyer-kit/plugins/<id>`, and the app's own by a relative import of
 * a folder with a meta file (read from it; `module` is the specifier as the config writes it).
 */
export const configuredPlugins = async (options: {
  readonly ts: TypeScript
  readonly sourceFile: ts.SourceFile
  readonly configFolder: string
  readonly cwd: string
  readonly shipped: ReadonlyArray<KnownPlugin>
  readonly typescript: () => Promise<TypeScript>
}): Promise<ReadonlyArray<ConfiguredPlugin>> => {
  const { ts, sourceFile, configFolder, shipped } = options
  const found: Array<ConfiguredPlugin> = []
  const seen = new Set<string>()
  for (const statement of sourceFile.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.importClause?.isTypeOnly === true
    ) {
      continue
    }
    const specifier = statement.moduleSpecifier.text
    if (seen.has(specifier)) continue
    seen.add(specifier)
    const id = shippedPluginId(specifier)
    if (id !== undefined) {
      const plugin = shipped.find((p) => p.id === id)
      found.push(plugin === undefined ? { _tag: "Unknown", id } : { _tag: "Known", plugin })
      continue
    }
    if (!specifier.startsWith("./") && !specifier.startsWith("../")) continue
    const folder = pluginFolderOf(configFolder, specifier)
    if (folder === undefined) continue
    const plugin = await localPlugin({
      folder,
      configFolder,
      cwd: options.cwd,
      typescript: options.typescript,
      module: specifier,
    })
    found.push({ _tag: "Known", plugin })
  }
  return found
}
