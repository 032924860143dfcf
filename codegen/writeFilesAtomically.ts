import { randomUUID } from "node:crypto"
import { basename, dirname, join } from "node:path"
import { type FileSystem, nodeFileSystem } from "./FileSystem"
import { FileWriteError } from "./FileWriteError"

/** One file to write: where, and its whole text. */
export interface FileToWrite {
  readonly path: string
  readonly text: string
}

/** A file on its way: the path as given, the real file behind it, and the files beside that. */
interface Staged {
  readonly path: string
  readonly target: string
  readonly temporary: string
  readonly previous: string
}

const isMissing = (error: unknown): boolean =>
  (error as { readonly code?: unknown } | null)?.code === "ENOENT"

/**
 * Writes every file or none: each text goes to a temporary sibling first (a full disk
 * fails there, before any file changed), then each temporary file is renamed over its
 * file, the old one kept aside as a hard link (a copy where links are refused) until all
 * are in. When anything fails, the files already replaced get their old content back, the
 * temporary and kept files are removed, and it rejects with a FileWriteError naming the file
 * it was writing: the folder holds the previous set byte for byte.
 * Through a symbolic link it writes the real file (keeping the link); a file that exists
 * keeps its mode, a new one gets the default.
 * @example
 * await writeFilesAtomically([{ path: "foyer.config.ts", text }])
 */
export const writeFilesAtomically = async (
  files: ReadonlyArray<FileToWrite>,
  fs: FileSystem = nodeFileSystem,
): Promise<void> => {
  const run = randomUUID().slice(0, 8)
  const aside = (path: string, suffix: string) =>
    join(dirname(path), `.${basename(path)}.${run}.${suffix}`)
  const staged: Array<Staged> = []
  const removeAll = (paths: ReadonlyArray<string>) =>
    Promise.all(paths.map((path) => fs.rm(path).catch(() => undefined)))
  let current = files[0]?.path ?? ""
  try {
    for (const file of files) {
      current = file.path
      const { target, mode } = await existing(fs, file.path)
      // Beside the real file, so that the rename stays within its folder.
      const temporary = aside(target, "tmp")
      staged.push({ path: file.path, target, temporary, previous: aside(target, "old") })
      await fs.writeFile(temporary, file.text, mode)
    }
  } catch (cause) {
    await removeAll(staged.map((file) => file.temporary))
    throw new FileWriteError({ path: current, cause })
  }
  // Newest first: a step that cannot be undone must not stop the others or hide the cause.
  const undo: Array<() => Promise<unknown>> = []
  try {
    for (const file of staged) {
      current = file.path
      const kept = await keep(fs, file.target, file.previous)
      // A rename over the file replaces it at once: readers see the old text or the new.
      await fs.rename(file.temporary, file.target)
      undo.push(kept ? () => fs.rename(file.previous, file.target) : () => fs.rm(file.target))
    }
  } catch (cause) {
    for (const step of undo.reverse()) await step().catch(() => undefined)
    await removeAll(staged.flatMap((file) => [file.temporary, file.previous]))
    throw new FileWriteError({ path: current, cause })
  }
  await removeAll(staged.map((file) => file.previous))
}

/**
 * The file `path` names once symbolic links are followed, and its permission bits; a file
 * not there yet is its own path, with no mode (the default applies).
 */
const existing = async (
  fs: FileSystem,
  path: string,
): Promise<{ readonly target: string; readonly mode?: number }> => {
  let target: string
  try {
    target = await fs.realpath(path)
  } catch (error) {
    if (isMissing(error)) return { target: path }
    throw error
  }
  return { target, mode: (await fs.mode(target)) & 0o777 }
}

/** Keeps the file at `path` as `previous` (false when there is none yet). */
const keep = async (fs: FileSystem, path: string, previous: string): Promise<boolean> => {
  try {
    await fs.link(path, previous)
    return true
  } catch (error) {
    if (isMissing(error)) return false
  }
  // A file system without hard links: a copy, which costs the space of the old file.
  try {
    await fs.copyFile(path, previous)
    return true
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}
