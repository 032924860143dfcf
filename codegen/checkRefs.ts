import { type JsonPath, parseLocalRef, resolvePath } from "./JsonPointer"
import type { OpenApiSource } from "./OpenApiSource"

// Their values are data, where a "$ref" key is not a reference.
const literalKeywords = new Set(["const", "enum", "default", "example"])

/**
 * Checks that every `$ref` of the document is local and resolves; fails with a CodegenError
 * naming the reference, its line:column and the JSON pointer where it is written.
 */
export const checkRefs = (source: OpenApiSource): void => {
  const visit = (node: unknown, path: JsonPath): void => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...path, index])
      return
    }
    if (typeof node !== "object" || node === null) return
    for (const [key, value] of Object.entries(node)) {
      // A property named "$ref" inside `properties` is a field name, not a reference.
      if (key === "$ref" && path.at(-1) !== "properties") {
        checkRef(source, value, [...path, key])
      } else if (!literalKeywords.has(key)) {
        visit(value, [...path, key])
      }
    }
  }
  visit(source.document, [])
}

const checkRef = (source: OpenApiSource, ref: unknown, at: JsonPath): void => {
  if (typeof ref !== "string") throw source.errorAt(at, "$ref must be a string")
  const target = parseLocalRef(ref)
  if (target === undefined) {
    throw source.errorAt(
      at,
      `$ref ${JSON.stringify(ref)} is not supported: only local references (#/...) are`,
    )
  }
  if (resolvePath(source.document, target) === undefined) {
    throw source.errorAt(at, `unresolved $ref ${JSON.stringify(ref)}`)
  }
}
