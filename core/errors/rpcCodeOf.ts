import { Predicate } from "effect"

const integerText = /^-?\d+$/

/** The numeric `code` of one error-like value; a string code such as "4001" counts too. */
export const rpcCodeOf = (error: unknown): number | undefined => {
  if (!Predicate.hasProperty(error, "code")) return undefined
  const { code } = error
  if (typeof code === "number") return Number.isInteger(code) ? code : undefined
  if (typeof code === "string" && integerText.test(code.trim())) return Number(code.trim())
  return undefined
}
