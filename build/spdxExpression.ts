// SPDX licence expressions (https://spdx.github.io/spdx-spec/v2.3/SPDX-license-expressions/)
// as npm's `license` fields write them, and whether one is allowed by a list of licence ids.
// Written here rather than taken from spdx-expression-parse, which refuses the lower-case
// operators ("MIT or Apache-2.0") that published packages do use.

/** An SPDX expression's tree: a licence id, or AND / OR of parts. */
export type Expression =
  | { readonly kind: "id"; readonly id: string }
  | { readonly kind: "and" | "or"; readonly parts: ReadonlyArray<Expression> }

/**
 * Parses an SPDX expression (ids, `+`, WITH, AND, OR, parentheses), or undefined. Operators
 * are read in any case ("MIT or Apache-2.0" is met in the wild); the verdict still needs the
 * ids.
 */
export const parseExpression = (text: string): Expression | undefined => {
  const tokens = text.match(/\(|\)|[^\s()]+/g) ?? []
  let at = 0
  const keyword = (word: string) => tokens[at]?.toUpperCase() === word
  const parseAtom = (): Expression | undefined => {
    const token = tokens[at]
    if (token === undefined || token === ")") return undefined
    at += 1
    if (token === "(") {
      const inner = parseOr()
      if (tokens[at] !== ")") return undefined
      at += 1
      return inner
    }
    if (!/^[A-Za-z0-9.+:-]+$/.test(token) || ["AND", "OR", "WITH"].includes(token.toUpperCase())) {
      return undefined
    }
    // An exception (`Apache-2.0 WITH LLVM-exception`) only adds permissions, so the id decides.
    if (keyword("WITH")) {
      if (tokens[at + 1] === undefined || tokens[at + 1] === "(" || tokens[at + 1] === ")") {
        return undefined
      }
      at += 2
    }
    return { kind: "id", id: token }
  }
  const parseList = (
    kind: "and" | "or",
    parsePart: () => Expression | undefined,
  ): Expression | undefined => {
    const parts: Expression[] = []
    for (;;) {
      const part = parsePart()
      if (part === undefined) return undefined
      parts.push(part)
      if (!keyword(kind.toUpperCase())) break
      at += 1
    }
    return parts.length === 1 ? parts[0] : { kind, parts }
  }
  const parseAnd = () => parseList("and", parseAtom)
  const parseOr = (): Expression | undefined => parseList("or", parseAnd)
  const expression = parseOr()
  return at === tokens.length ? expression : undefined
}

/** The ids in `allowed` that keep an expression from being allowed; empty when it is allowed. */
export const disallowedIds = (
  expression: Expression,
  allowed: ReadonlySet<string>,
): ReadonlyArray<string> => {
  // `X+` ("X or later") is allowed when X is.
  if (expression.kind === "id") {
    return allowed.has(expression.id.toLowerCase().replace(/\+$/, "")) ? [] : [expression.id]
  }
  const byPart = expression.parts.map((part) => disallowedIds(part, allowed))
  if (expression.kind === "or" && byPart.some((ids) => ids.length === 0)) return []
  return [...new Set(byPart.flat())]
}
