import type { TypeScript } from "../peers/loadTypeScript"

/** Where the line holding `pos` starts. */
export const lineStart = (text: string, pos: number): number => text.lastIndexOf("\n", pos - 1) + 1

/** Where the line after the one holding `pos` starts (the text's end on the last line). */
export const nextLineStart = (text: string, pos: number): number => {
  const newline = text.indexOf("\n", pos)
  return newline === -1 ? text.length : newline + 1
}

/** The leading spaces and tabs of the line holding `pos`. */
export const indentAt = (text: string, pos: number): string => {
  const start = lineStart(text, pos)
  return /^[ \t]*/.exec(text.slice(start, pos))?.[0] ?? ""
}

/** Whether only spaces and tabs precede `pos` on its line. */
export const startsLine = (text: string, pos: number): boolean =>
  /^[ \t]*$/.test(text.slice(lineStart(text, pos), pos))

/** Past the comments that follow `pos` on its own line (`a(), // note`), or `pos`. */
export const afterLineComments = (ts: TypeScript, text: string, pos: number): number =>
  ts.getTrailingCommentRanges(text, pos)?.at(-1)?.end ?? pos

/** Whether only spaces, tabs and comments follow `pos` up to the end of its line. */
export const endsLine = (ts: TypeScript, text: string, pos: number): boolean => {
  const rest = text.slice(afterLineComments(ts, text, pos))
  return /^[ \t]*(\r?\n|$)/.test(rest)
}

/** The line break the text already uses: CRLF if it has one, LF otherwise. */
export const lineBreakOf = (text: string): string => (text.includes("\r\n") ? "\r\n" : "\n")
