import { copyFile, link, mkdir, rename, rm, writeFile } from "node:fs/promises"

/**
 * The file-system calls the generator writes with: Node's by default; a test's own to make
 * one of them fail (a full disk) part way.
 */
export interface FileSystem {
  readonly mkdir: (path: string, options: { readonly recursive: true }) => Promise<unknown>
  readonly writeFile: (path: string, text: string) => Promise<void>
  readonly rename: (from: string, to: string) => Promise<void>
  readonly link: (existing: string, path: string) => Promise<void>
  readonly copyFile: (from: string, to: string) => Promise<void>
  readonly rm: (path: string, options: { readonly force: true }) => Promise<void>
}

/** The real file system (node:fs/promises). */
export const nodeFileSystem: FileSystem = {
  mkdir: (path, options) => mkdir(path, options),
  writeFile: (path, text) => writeFile(path, text),
  rename: (from, to) => rename(from, to),
  link: (existing, path) => link(existing, path),
  copyFile: (from, to) => copyFile(from, to),
  rm: (path, options) => rm(path, options),
}
