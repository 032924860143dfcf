import { isAbsolute, relative } from "node:path"

/** A message of esbuild (which tsx compiles with), with where it is when it knows. */
interface EsbuildMessage {
  readonly text: string
  readonly location?: { readonly file: string; readonly line: number; readonly column: number }
}

const esbuildMessages = (error: unknown): ReadonlyArray<EsbuildMessage> => {
  const errors = (error as { readonly errors?: unknown } | null)?.errors
  return Array.isArray(errors)
    ? errors.filter((e): e is EsbuildMessage => typeof (e as EsbuildMessage)?.text === "string")
    : []
}

/**
 * Why a config (or a file it imports) could not be loaded, in one line: a compile error as
 * `file:line:column: text` (the file relative to `cwd`, the column 1-based), else the first
 * line of the error's message. esbuild's own first line, "Transform failed with 1 error:",
 * says nothing of where or what.
 */
export const loadFailureMessage = (error: unknown, cwd: string = process.cwd()): string => {
  const first = esbuildMessages(error)[0]
  if (first !== undefined) {
    const at = first.location
    if (at === undefined) return first.text
    const file = isAbsolute(at.file) ? relative(cwd, at.file) : at.file
    // esbuild's lines are 1-based, its columns 0-based.
    return `${file}:${at.line}:${at.column + 1}: ${first.text}`
  }
  const message = error instanceof Error ? error.message : String(error)
  // Through the module loader's thread the error arrives as text alone:
  // "Transform failed with 1 error:\n/abs/extra.ts:3:2: ERROR: Expected …".
  const located = /^(.+):(\d+):(\d+): ERROR: (.*)$/m.exec(message)
  if (located !== null) {
    const [, file = "", line, column, text] = located
    return `${isAbsolute(file) ? relative(cwd, file) : file}:${line}:${Number(column) + 1}: ${text}`
  }
  return message.split("\n")[0] ?? message
}
