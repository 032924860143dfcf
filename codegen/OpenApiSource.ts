import { readFile } from "node:fs/promises"
import { isAlias, isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from "yaml"
import { CodegenError } from "./CodegenError"
import { type JsonPath, toPointer } from "./JsonPointer"

/** A parsed OpenAPI document that can point back at its own lines. */
export interface OpenApiSource {
  /** The schema file, as given to the generator (used in messages). */
  readonly file: string
  /** The document as plain JSON values. */
  readonly document: Readonly<Record<string, unknown>>
  /** The 1-based line and column of the value at a path (or of its nearest parent). */
  readonly locate: (path: JsonPath) => { readonly line: number; readonly column: number }
  /** A CodegenError about the value at a path: names the file, its line:column and pointer. */
  readonly errorAt: (path: JsonPath, reason: string) => CodegenError
}

const supportedVersion = /^3\.1\.\d+$/

/**
 * Parses OpenAPI YAML (or JSON) text. A YAML error, a missing or non-3.1 `openapi` field
 * fails with a CodegenError naming the file and line:column.
 */
export const parseOpenApiSource = (file: string, text: string): OpenApiSource => {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset)
    return { line, column: col }
  }
  const yamlError = doc.errors[0]
  if (yamlError !== undefined) {
    throw new CodegenError({
      file,
      ...position(yamlError.pos[0]),
      // The parser's message is a sentence with its own position; keep the first line only.
      reason: `YAML parse error: ${yamlError.message.split("\n")[0]}`,
      cause: yamlError,
    })
  }
  // Points at the key of a mapping entry (where a reader looks), or at a list item; stops
  // at the deepest node that exists.
  const locate = (path: JsonPath) => {
    let node: unknown = doc.contents
    let at = isNode(node) ? node.range?.[0] : undefined
    for (const segment of path) {
      if (isAlias(node)) node = node.resolve(doc)
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => String(isScalar(item.key) ? item.key.value : item.key) === String(segment),
        )
        if (pair === undefined) break
        at = (isNode(pair.key) ? pair.key.range?.[0] : undefined) ?? at
        node = pair.value
      } else if (isSeq(node)) {
        node = node.items[Number(segment)]
        if (node === undefined) break
        at = (isNode(node) ? node.range?.[0] : undefined) ?? at
      } else {
        break
      }
    }
    return at === undefined ? { line: 1, column: 1 } : position(at)
  }
  const errorAt = (path: JsonPath, reason: string) =>
    new CodegenError({ file, ...locate(path), reason, pointer: toPointer(path) })

  const document: unknown = doc.toJS({ maxAliasCount: -1 })
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    throw new CodegenError({
      file,
      ...locate([]),
      reason: "expected an OpenAPI document (a mapping) at the top level",
    })
  }
  const record = document as Readonly<Record<string, unknown>>
  const version = record.openapi
  if (version === undefined) {
    throw new CodegenError({
      file,
      reason: 'missing "openapi" field: expected an OpenAPI 3.1 document (openapi: 3.1.0)',
    })
  }
  if (typeof version !== "string" || !supportedVersion.test(version)) {
    throw errorAt(
      ["openapi"],
      `invalid "openapi" field ${JSON.stringify(version)}: expected an OpenAPI 3.1 version such as "3.1.0"`,
    )
  }
  return { file, document: record, locate, errorAt }
}

/** Reads and parses an OpenAPI file; a missing file is a CodegenError naming it. */
export const loadOpenApiSource = async (file: string): Promise<OpenApiSource> => {
  const text = await readFile(file, "utf8").catch((cause: unknown) => {
    throw new CodegenError({ file, reason: "cannot read the schema file", cause })
  })
  return parseOpenApiSource(file, text)
}
