import { rmdir } from "node:fs/promises"
import { dirname, join, relative } from "node:path"
import type { FileSystem } from "../../codegen/FileSystem"
import { FileWriteError } from "../../codegen/FileWriteError"
import { writeFilesAtomically } from "../../codegen/writeFilesAtomically"
import { CliError } from "../CliError"
import { ConfigEditError } from "../config/ConfigEditError"
import { addPlugins, removePlugins } from "../config/editPlugins"
import { fileErrorMessage, isFileSystemError, shownPath } from "../fileErrorMessage"
import type { KnownPlugin } from "../knownPlugins"
import type { TypeScript } from "../peers/loadTypeScript"
import type { PluginTemplate } from "./pluginTemplate"

/** A line to tell the person: a change made, or something left as it was. */
export interface ChangeMessage {
  readonly kind: "success" | "info"
  readonly text: string
}

/** A plugin to add or remove, with its template and, for one added for another, which. */
export interface PluginChange {
  readonly plugin: KnownPlugin
  readonly template: PluginTemplate
  /** The plugin that requires this one, when `foyer add` adds it for that one. */
  readonly requiredBy?: string
}

/** The app whose config is changed. */
export interface AppConfig {
  /** Where the command runs: paths in messages are relative to it. */
  readonly cwd: string
  /** The config file's path. */
  readonly path: string
  /** Its name in messages, as given (`foyer.config.ts`, `app/foyer.config.ts`). */
  readonly name: string
  /** Its text now. */
  readonly source: string
}

/** The app's folder: the config's, where template files go. */
const appFolder = (config: AppConfig) => dirname(config.path)

const editFailure = (error: unknown): never => {
  if (error instanceof ConfigEditError) throw new CliError({ message: error.message })
  throw error
}

const writeFailure =
  (cwd: string) =>
  (error: unknown): never => {
    if (!(error instanceof FileWriteError && isFileSystemError(error.cause))) throw error
    throw new CliError({
      message: fileErrorMessage(error.cause, {
        cwd,
        action: "write",
        path: shownPath(cwd, error.path),
      }),
    })
  }

/** The text of the file at `path`, or undefined when there is none. */
const readIfThere = (files: FileSystem, path: string): Promise<string | undefined> =>
  files.readFile(path).catch((error: unknown) => {
    if (isFileSystemError(error) && error.code === "ENOENT") return undefined
    throw error
  })

/**
 * Adds each plugin to the app: its import and call in the config (the call from its
 * template), then the template's other files, each copied unless the app already has a file
 * there (then left as it is, and said). The config and the new files are written together,
 * all or none. Resolves with what to tell the person, plugin by plugin.
 * @throws CliError when the config cannot be edited or a file cannot be written.
 */
export const addToApp = async (
  ts: TypeScript,
  config: AppConfig,
  changes: ReadonlyArray<PluginChange>,
  files: FileSystem,
): Promise<ReadonlyArray<ChangeMessage>> => {
  const messages: Array<ChangeMessage> = []
  const written: Array<{ readonly path: string; readonly text: string }> = []
  let text = config.source
  for (const { plugin, template, requiredBy } of changes) {
    let next = text
    try {
      next = addPlugins(ts, text, [{ ...plugin, call: template.call }], config.name)
    } catch (error) {
      editFailure(error)
    }
    if (next !== text) {
      const why = requiredBy === undefined ? "" : ` (${requiredBy} requires it)`
      messages.push({ kind: "success", text: `Added ${plugin.id} to ${config.name}${why}` })
    } else if (requiredBy === undefined) {
      messages.push({ kind: "info", text: `${plugin.id} is already in ${config.name}` })
    }
    text = next
    for (const file of template.files) {
      const path = join(appFolder(config), ...file.path.split("/"))
      const shown = relative(config.cwd, path)
      if (written.some((w) => w.path === path) || (await readIfThere(files, path)) !== undefined) {
        messages.push({ kind: "info", text: `${shown} is already there: left as it is` })
        continue
      }
      written.push({ path, text: file.text })
      messages.push({ kind: "success", text: `Created ${shown}` })
    }
  }
  const toWrite = [...(text === config.source ? [] : [{ path: config.path, text }]), ...written]
  if (toWrite.length > 0) {
    await Promise.all(written.map((file) => files.mkdir(dirname(file.path), { recursive: true })))
      .then(() => writeFilesAtomically(toWrite, files))
      .catch(writeFailure(config.cwd))
  }
  return messages
}

/**
 * Removes each plugin from the app: its import and call from the config, then each file its
 * template copied, when it is still as the template has it (a file the person changed stays,
 * and is named). Folders left empty by a removal go too.
 * @throws CliError when the config cannot be edited or written.
 */
export const removeFromApp = async (
  ts: TypeScript,
  config: AppConfig,
  changes: ReadonlyArray<PluginChange>,
  files: FileSystem,
): Promise<ReadonlyArray<ChangeMessage>> => {
  const messages: Array<ChangeMessage> = []
  const removed: Array<string> = []
  let text = config.source
  for (const { plugin, template } of changes) {
    let next = text
    try {
      next = removePlugins(ts, text, [plugin], config.name)
    } catch (error) {
      editFailure(error)
    }
    messages.push(
      next !== text
        ? { kind: "success", text: `Removed ${plugin.id} from ${config.name}` }
        : { kind: "info", text: `${plugin.id} is not in ${config.name}` },
    )
    text = next
    for (const file of template.files) {
      const path = join(appFolder(config), ...file.path.split("/"))
      const shown = relative(config.cwd, path)
      const current = await readIfThere(files, path)
      if (current === undefined || removed.includes(path)) continue
      if (current !== file.text) {
        messages.push({
          kind: "info",
          text: `${shown} differs from ${plugin.id}'s template: left in place`,
        })
        continue
      }
      removed.push(path)
      messages.push({ kind: "success", text: `Deleted ${shown}` })
    }
  }
  if (text !== config.source) {
    await writeFilesAtomically([{ path: config.path, text }], files).catch(writeFailure(config.cwd))
  }
  for (const path of removed) {
    await files.rm(path).catch((error: unknown) => {
      if (!isFileSystemError(error)) throw error
      throw new CliError({
        message: fileErrorMessage(error, {
          cwd: config.cwd,
          action: "remove",
          path: relative(config.cwd, path),
        }),
      })
    })
    await removeEmptyFolders(dirname(path), appFolder(config))
  }
  return messages
}

/** Removes `folder` and its parents up to (not including) `top` while they are empty. */
const removeEmptyFolders = async (folder: string, top: string): Promise<void> => {
  let current = folder
  while (current !== top && relative(top, current).split(/[/\\]/)[0] !== "..") {
    const removed = await rmdir(current).then(
      () => true,
      () => false,
    )
    if (!removed) return
    current = dirname(current)
  }
}
