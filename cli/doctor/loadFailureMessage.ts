import { isAbsolute, relative } from "node:path"

// typeScriptHooks' compile errors: "<absolute file>:<line>:<column>: <message>".
const located = /^(.+):(\d+):(\d+): (.*)$/

/**
 * Why a config (or a file it imports) could not be loaded, in one line: a compile error as
 * `file:line:column: text` (the file relative to `cwd`), else the first line of the error's
 * message.
 */
export const loadFailureMessage = (error: unknown, cwd: string = process.cwd()): string => {
  const message = error instanceof Error ? error.message : String(error)
  const first = message.split("\n")[0] ?? message
  const [, file, line, column, text] = located.exec(first) ?? []
  if (file === undefined || !isAbsolute(file)) return first
  return `${relative(cwd, file)}:${line}:${column}: ${text}`
}
