import { operations } from "../../core/api/generated/operations"

/** A contract operation matched by a request, with its path parameters (decoded). */
export interface OperationMatch {
  readonly _tag: "Matched"
  readonly operation: (typeof operations)[number]
  readonly params: Readonly<Record<string, string>>
}

/** The path is the contract's, but not with this method. */
export interface MethodNotAllowed {
  readonly _tag: "MethodNotAllowed"
  /** The methods the contract serves on the path, uppercase. */
  readonly allowed: ReadonlyArray<string>
}

/** No operation of the contract has this path. */
export interface NoOperation {
  readonly _tag: "NoOperation"
}

interface CompiledPath {
  readonly operation: (typeof operations)[number]
  readonly pattern: RegExp
  readonly names: ReadonlyArray<string>
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const compile = (operation: (typeof operations)[number]): CompiledPath => {
  const names: string[] = []
  const source = operation.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1]
      if (name === undefined) return escapeRegExp(part)
      names.push(name)
      return "([^/]+)"
    })
    .join("")
  return { operation, pattern: new RegExp(`^${source}$`), names }
}

const compiled: ReadonlyArray<CompiledPath> = operations.map(compile)

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * Finds the contract operation of a request from the generated `operations` table (method
 * and path template; HEAD finds the GET operation); path parameters come back decoded.
 * @example
 * matchOperation("GET", "/v1/identity/0xab") // Matched getIdentity, params { address: "0xab" }
 */
export const matchOperation = (
  method: string,
  pathname: string,
): OperationMatch | MethodNotAllowed | NoOperation => {
  const onPath = compiled.flatMap((entry) => {
    const found = entry.pattern.exec(pathname)
    return found === null ? [] : [{ entry, values: found.slice(1) }]
  })
  // HEAD asks for what GET would answer, without the body (RFC 9110 9.3.2); Node's server
  // leaves the body out of a HEAD answer by itself.
  const wanted = method === "HEAD" ? "get" : method.toLowerCase()
  const hit = onPath.find(({ entry }) => entry.operation.method === wanted)
  if (hit === undefined) {
    return onPath.length === 0
      ? { _tag: "NoOperation" }
      : {
          _tag: "MethodNotAllowed",
          allowed: onPath.map(({ entry }) => entry.operation.method.toUpperCase()),
        }
  }
  const params: Record<string, string> = {}
  for (const [index, name] of hit.entry.names.entries()) {
    const value = decode(hit.values[index] ?? "")
    if (value === undefined) return { _tag: "NoOperation" }
    params[name] = value
  }
  return { _tag: "Matched", operation: hit.entry.operation, params }
}
