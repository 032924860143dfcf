import { randomUUID } from "node:crypto"
import { readFile, realpath, rename, rm, stat, writeFile } from "node:fs/promises"
import { basename, dirname, join } from "node:path"

/** The file-system calls a config edit makes: Node's, or a test's own that fails on cue. */
export interface ConfigFiles {
  readonly readFile: (path: string) => Promise<string>
  readonly realpath: (path: string) => Promise<string>
  readonly mode: (path: string) => Promise<number>
  readonly writeFile: (path: string, text: string, mode: number) => Promise<void>
  readonly rename: (from: string, to: string) => Promise<void>
  readonly rm: (path: string) => Promise<void>
}

/** The real file system (node:fs/promises). */
export const nodeConfigFiles: ConfigFiles = {
  readFile: (path) => readFile(path, "utf8"),
  realpath: (path) => realpath(path),
  mode: async (path) => (await stat(path)).mode,
  writeFile: (path, text, mode) => writeFile(path, text, { mode }),
  rename: (from, to) => rename(from, to),
  rm: (path) => rm(path, { force: true }),
}

/**
 * Replaces the file at `path` with `text` all at once: a temporary file beside it, renamed
 * over it. A rename within a folder is atomic, so an interrupted or failed run (a full disk)
 * leaves the old file or the new one, never half of one, and no temporary file.
 * Through a symbolic link it writes the real file (keeping the link), with the file's mode.
 */
export const writeFileAtomically = async (
  path: string,
  text: string,
  files: ConfigFiles = nodeConfigFiles,
): Promise<void> => {
  const target = await files.realpath(path)
  const mode = await files.mode(target)
  const temporary = join(dirname(target), `.${basename(target)}.${randomUUID()}.tmp`)
  try {
    await files.writeFile(temporary, text, mode & 0o777)
    await files.rename(temporary, target)
  } catch (error) {
    await files.rm(temporary).catch(() => undefined)
    throw error
  }
}
