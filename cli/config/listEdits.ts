import type ts from "typescript"
import type { TypeScript } from "../peers/loadTypeScript"
import {
  afterLineComments,
  endsLine,
  indentAt,
  lineStart,
  nextLineStart,
  startsLine,
} from "./sourceLines"
import type { TextEdit } from "./TextEdit"

/**
 * A bracketed, comma-separated list in a source file: an array literal `[…]`, an object
 * literal `{…}` or named imports `{…}`.
 */
export interface ListNode {
  readonly sourceFile: ts.SourceFile
  readonly elements: ts.NodeArray<ts.Node>
  /** Where the opening bracket is. */
  readonly open: number
  /** Where the closing bracket is. */
  readonly close: number
}

/** The list of an array literal, object literal or named imports. */
export const listOf = (
  ts: TypeScript,
  sourceFile: ts.SourceFile,
  node: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression | ts.NamedImports,
): ListNode => ({
  sourceFile,
  elements: ts.isArrayLiteralExpression(node)
    ? node.elements
    : ts.isObjectLiteralExpression(node)
      ? node.properties
      : node.elements,
  open: node.getStart(sourceFile),
  close: node.end - 1,
})

/**
 * Whether the list has one element per line: its first element (or, in an empty list, the
 * closing bracket) starts on a new line. `[swap({\n…\n})]` is a single-line list.
 */
export const isMultiLine = (list: ListNode): boolean => {
  const first = list.elements[0]
  const end = first === undefined ? list.close : first.getStart(list.sourceFile)
  return list.sourceFile.text.slice(list.open + 1, end).includes("\n")
}

/** Where the comma after `node` is, if the next token is one. */
const commaAfter = (
  ts: TypeScript,
  sourceFile: ts.SourceFile,
  node: ts.Node,
): number | undefined => {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    true,
    sourceFile.languageVariant,
    sourceFile.text,
    undefined,
    node.end,
  )
  return scanner.scan() === ts.SyntaxKind.CommaToken ? scanner.getTokenStart() : undefined
}

/**
 * The edits that append `item` to `list` in its own layout: `[]` → `[item]`; on one line
 * `, item` after the last element; multi-line, a new line indented like the last element,
 * with a trailing comma if the list uses one. `pad` spaces an empty one-line list:
 * `{}` → `{ item }`.
 */
export const appendToList = (
  ts: TypeScript,
  list: ListNode,
  item: string,
  lineBreak: string,
  pad = false,
): ReadonlyArray<TextEdit> => {
  const text = list.sourceFile.text
  const insert = (at: number, inserted: string): TextEdit => ({
    start: at,
    end: at,
    text: inserted,
  })
  const last = list.elements.at(-1)
  if (last === undefined) {
    const inner = text.slice(list.open + 1, list.close)
    if (!isMultiLine(list)) {
      if (pad && inner.trim() === "") {
        return [{ start: list.open + 1, end: list.close, text: ` ${item} ` }]
      }
      // `[ ]` → `[ item ]`: the space kept after the item is the one that was there.
      return [insert(list.open + 1, `${/^\s/.test(inner) ? " " : ""}${item}`)]
    }
    const indent = `${indentAt(text, list.close)}  `
    if (startsLine(text, list.close)) {
      return [insert(lineStart(text, list.close), `${indent}${item},${lineBreak}`)]
    }
    return [
      insert(list.close, `${lineBreak}${indent}${item},${lineBreak}${indentAt(text, list.close)}`),
    ]
  }
  if (!isMultiLine(list)) return [insert(last.end, `, ${item}`)]
  const indent = indentAt(text, last.getStart(list.sourceFile))
  const trailingComma = list.elements.hasTrailingComma
  const comma = trailingComma ? commaAfter(ts, list.sourceFile, last) : undefined
  const at = afterLineComments(ts, text, comma === undefined ? last.end : comma + 1)
  const line = insert(at, `${lineBreak}${indent}${item}${trailingComma ? "," : ""}`)
  return trailingComma ? [line] : [insert(last.end, ","), line]
}

/**
 * The edits that remove `list.elements[index]` with its separator, keeping the rest of the
 * layout: an element on its own line goes with its line; the inverse of `appendToList`.
 */
export const removeFromList = (
  ts: TypeScript,
  list: ListNode,
  index: number,
): ReadonlyArray<TextEdit> => {
  const { sourceFile, elements } = list
  const text = sourceFile.text
  const element = elements[index]
  if (element === undefined) return []
  const start = element.getStart(sourceFile)
  const isLast = index === elements.length - 1
  const previous = elements[index - 1]
  const next = elements[index + 1]
  const ownComma =
    !isLast || elements.hasTrailingComma ? commaAfter(ts, sourceFile, element) : undefined
  const end = ownComma === undefined ? element.end : ownComma + 1
  if (isMultiLine(list) && startsLine(text, start) && endsLine(ts, text, end)) {
    const lines: TextEdit = {
      start: lineStart(text, start),
      end: nextLineStart(text, afterLineComments(ts, text, end)),
      text: "",
    }
    // The last element without a trailing comma: the one before it becomes the last.
    const previousComma =
      isLast && ownComma === undefined && previous !== undefined
        ? commaAfter(ts, sourceFile, previous)
        : undefined
    return previousComma === undefined
      ? [lines]
      : [lines, { start: previousComma, end: previousComma + 1, text: "" }]
  }
  if (previous !== undefined) {
    const previousComma = commaAfter(ts, sourceFile, previous) ?? previous.end
    return [{ start: previousComma, end: element.end, text: "" }]
  }
  if (next !== undefined) return [{ start, end: next.getStart(sourceFile), text: "" }]
  // The only element: `[ item ]` → `[ ]`, `[item]` → `[]`.
  let from = start
  while (from > list.open + 1 && (text[from - 1] === " " || text[from - 1] === "\t")) from--
  return [{ start: from, end, text: "" }]
}
