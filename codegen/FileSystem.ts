import {
  copyFile,
  link,
  mkdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises"

/**
 * The file-system calls foyer reads and writes files with (writeFilesAtomically, the
 * generator, `foyer add`/`remove`): Node's by default; a test's own to make one of them fail
 * (a full disk) part way.
 */
export interface FileSystem {
  readonly readFile: (path: string) => Promise<string>
  /** The file a path names once every symbolic link is followed. */
  readonly realpath: (path: string) => Promise<string>
  /** The file's permission bits and type, as `stat` gives them. */
  readonly mode: (path: string) => Promise<number>
  readonly mkdir: (path: string, options: { readonly recursive: true }) => Promise<unknown>
  /** Creates or replaces the file; a new file gets `mode` when given, else the default. */
  readonly writeFile: (path: string, text: string, mode?: number) => Promise<void>
  readonly rename: (from: string, to: string) => Promise<void>
  readonly link: (existing: string, path: string) => Promise<void>
  readonly copyFile: (from: string, to: string) => Promise<void>
  /** Removes the file, if there is one. */
  readonly rm: (path: string) => Promise<void>
}

/** The real file system (node:fs/promises). */
export const nodeFileSystem: FileSystem = {
  readFile: (path) => readFile(path, "utf8"),
  realpath: (path) => realpath(path),
  mode: async (path) => (await stat(path)).mode,
  mkdir: (path, options) => mkdir(path, options),
  writeFile: (path, text, mode) => writeFile(path, text, mode === undefined ? {} : { mode }),
  rename: (from, to) => rename(from, to),
  link: (existing, path) => link(existing, path),
  copyFile: (from, to) => copyFile(from, to),
  rm: (path) => rm(path, { force: true }),
}
