import { existsSync } from "node:fs"
import { lstat, mkdir, mkdtemp, rename, rm } from "node:fs/promises"
import { basename, dirname, join } from "node:path"
import { CliError } from "../CliError"
import { isFileSystemError, systemErrorText } from "../fileErrorMessage"
import { listFiles } from "./copyTemplate"

/** Whether `path` exists, a broken symbolic link included. */
const exists = (path: string) =>
  lstat(path).then(
    () => true,
    () => false,
  )

/**
 * Moves every file of `from` into `into` (which exists), replacing files of the same path.
 * If a move fails, undoes the earlier ones (replaced files come back from `replaced`, folders
 * it made go) and rethrows.
 */
const moveFiles = async (from: string, into: string, replaced: string): Promise<void> => {
  const undo: Array<() => Promise<unknown>> = []
  try {
    for (const file of await listFiles(from)) {
      const parts = file.split("/")
      const destination = join(into, ...parts)
      const madeFolder = await mkdir(dirname(destination), { recursive: true })
      if (madeFolder !== undefined) {
        undo.push(() => rm(madeFolder, { recursive: true, force: true }))
      }
      if (await exists(destination)) {
        const backup = join(replaced, ...parts)
        await mkdir(dirname(backup), { recursive: true })
        await rename(destination, backup)
        undo.push(() => rename(backup, destination))
      }
      await rename(join(from, ...parts), destination)
      undo.push(() => rm(destination, { recursive: true, force: true }))
    }
  } catch (error) {
    // Best effort, newest first: a step that cannot be undone must not hide the cause.
    for (const step of undo.reverse()) await step().catch(() => undefined)
    throw error
  }
}

/** Removes a folder of ours, best effort: failing to tidy up must not hide why we stopped. */
const removeQuietly = (path: string) =>
  rm(path, { recursive: true, force: true }).catch(() => undefined)

/** Why a write failed, in words: the system's cause and code, or the error's message. */
const causeText = (cause: unknown): string =>
  isFileSystemError(cause)
    ? systemErrorText(cause)
    : cause instanceof Error
      ? cause.message
      : String(cause)

/**
 * Writes a project into `target` all or nothing: `write` fills a staging folder next to
 * `target`, whose files then move in. When anything fails, `target` is left as it was (a
 * folder made for it is removed, files replaced with `--force` come back) and the staging
 * folder is removed. A file-system failure (a full disk, a file where a folder should be)
 * or a failed move is a CliError naming `target` and the cause; anything else is rethrown.
 */
export const writeProject = async <A>(
  target: string,
  write: (folder: string) => Promise<A>,
): Promise<A> => {
  const failed = (cause: unknown) =>
    new CliError({
      message: `Could not write the project into ${target}: ${causeText(cause)}; it was left as it was.`,
    })
  let madeParent: string | undefined
  let staging: string
  try {
    madeParent = await mkdir(dirname(target), { recursive: true })
    staging = await mkdtemp(join(dirname(target), `.${basename(target)}-foyer-init-`))
  } catch (cause) {
    if (madeParent !== undefined) await removeQuietly(madeParent)
    throw isFileSystemError(cause) ? failed(cause) : cause
  }
  const project = join(staging, "project")
  try {
    const result = await write(project).catch((cause: unknown) => {
      throw isFileSystemError(cause) ? failed(cause) : cause
    })
    try {
      if (!existsSync(target)) {
        // A new folder appears at once, complete.
        await rename(project, target)
      } else {
        await moveFiles(project, target, join(staging, "replaced"))
      }
    } catch (cause) {
      throw failed(cause)
    }
    return result
  } catch (error) {
    if (madeParent !== undefined) await removeQuietly(madeParent)
    throw error
  } finally {
    await removeQuietly(staging)
  }
}
