/** A path inside a JSON document: object keys and array indexes. */
export type JsonPath = ReadonlyArray<string | number>

const escapeSegment = (segment: string | number): string =>
  String(segment).replaceAll("~", "~0").replaceAll("/", "~1")

const unescapeSegment = (segment: string): string =>
  segment.replaceAll("~1", "/").replaceAll("~0", "~")

/**
 * The JSON pointer of a path, as a URI fragment (RFC 6901).
 * @example
 * toPointer(["paths", "/v1/identity/{address}", "get"]) // "#/paths/~1v1~1identity~1{address}/get"
 */
export const toPointer = (path: JsonPath): string =>
  `#${path.map((s) => `/${escapeSegment(s)}`).join("")}`

/** The path of a local `$ref` (`#/a/b`), or undefined when the reference is not local. */
export const parseLocalRef = (ref: string): JsonPath | undefined => {
  if (ref === "#") return []
  if (!ref.startsWith("#/")) return undefined
  return ref.slice(2).split("/").map(unescapeSegment)
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The value at a path of a JSON value, or undefined when the path leads nowhere. */
export const resolvePath = (root: unknown, path: JsonPath): unknown => {
  let node: unknown = root
  for (const segment of path) {
    if (Array.isArray(node)) {
      const index = typeof segment === "number" ? segment : Number(segment)
      if (!Number.isInteger(index) || String(index) !== String(segment)) return undefined
      node = node[index]
    } else if (isRecord(node) && Object.hasOwn(node, String(segment))) {
      node = node[String(segment)]
    } else {
      return undefined
    }
  }
  return node
}
