import { isAbsolute, relative } from "node:path"
import { getSystemErrorMap } from "node:util"

/** An error of a file-system call as Node reports it: ENOSPC, EACCES, EROFS, EISDIR… */
export interface FileSystemError extends Error {
  readonly code: string
  readonly syscall: string
  readonly path?: string
}

/** Whether `error` is a failed file-system call (a system error code and the call). */
export const isFileSystemError = (error: unknown): error is FileSystemError => {
  if (!(error instanceof Error)) return false
  const { code, syscall } = error as { readonly code?: unknown; readonly syscall?: unknown }
  return typeof code === "string" && /^E[A-Z0-9]+$/.test(code) && typeof syscall === "string"
}

/** What the person was trying to do, by the call that failed. */
const actions: Readonly<Record<string, string>> = {
  open: "open",
  read: "read",
  write: "write",
  mkdir: "create the folder",
  mkdtemp: "create a folder in",
  rename: "move",
  unlink: "remove",
  rmdir: "remove",
  rm: "remove",
  scandir: "read the folder",
  opendir: "read the folder",
  stat: "read",
  lstat: "read",
  realpath: "find",
  copyfile: "copy",
  link: "link",
  symlink: "link",
  access: "open",
  chmod: "change the mode of",
}

/** The cause in words, then its code: `no space left on device (ENOSPC)`. */
export const systemErrorText = (error: FileSystemError): string => {
  const described = [...getSystemErrorMap().values()].find(([name]) => name === error.code)?.[1]
  return `${described ?? error.code.toLowerCase()} (${error.code})`
}

/** `path` as the person knows it: relative to `cwd` when inside it, else as it is. */
export const shownPath = (cwd: string, path: string): string => {
  if (!isAbsolute(path)) return path
  const inside = relative(cwd, path)
  return inside === "" || inside.startsWith("..") || isAbsolute(inside) ? path : inside
}

/**
 * A file-system error in one line, without a stack: `Could not write src/foyer.config.ts:
 * no space left on device (ENOSPC)`. The action and the path default to the error's own
 * (its call, its path relative to `cwd`).
 */
export const fileErrorMessage = (
  error: FileSystemError,
  options: { readonly cwd: string; readonly action?: string; readonly path?: string },
): string => {
  const action = options.action ?? actions[error.syscall] ?? error.syscall
  const path =
    options.path ?? (error.path === undefined ? undefined : shownPath(options.cwd, error.path))
  return `Could not ${action}${path === undefined ? "" : ` ${path}`}: ${systemErrorText(error)}`
}
