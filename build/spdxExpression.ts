// SPDX licence expressions as npm's `license` fields write them (parsed by
// spdx-expression-parse, which knows the SPDX list of ids), and whether one is allowed by a
// list of licence ids.
import parse from "spdx-expression-parse"

/** A parsed SPDX expression: a licence id, or AND / OR of two parts. */
export type Expression = parse.Info

/** The expression `text` holds, or undefined when it is not an SPDX expression of known ids. */
export const parseExpression = (text: string): Expression | undefined => {
  try {
    return parse(text)
  } catch {
    return undefined
  }
}

/**
 * The ids of `expression` not in `allowed` (lower case) that keep it from being allowed; empty
 * when it is: an OR needs one allowed side, an AND both. `X+` ("X or later") is allowed when X
 * is, and an exception (`WITH LLVM-exception`) only adds permissions, so the id decides.
 */
export const disallowedIds = (
  expression: Expression,
  allowed: ReadonlySet<string>,
): ReadonlyArray<string> => {
  if ("license" in expression) {
    const id = `${expression.license}${expression.plus === true ? "+" : ""}`
    return allowed.has(expression.license.toLowerCase()) ? [] : [id]
  }
  const left = disallowedIds(expression.left, allowed)
  const right = disallowedIds(expression.right, allowed)
  if (expression.conjunction === "or" && (left.length === 0 || right.length === 0)) return []
  return [...new Set([...left, ...right])]
}
