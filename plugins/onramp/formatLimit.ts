/**
 * A limit as the visitor reads it: the provider's decimal text without trailing zeros of its
 * fraction ("10.00" reads "10", "7500.50" reads "7500.5"), as spec 9 writes "card 10 to 7500".
 * @example
 * formatLimit("25000.00") // "25000"
 */
export const formatLimit = (text: string): string =>
  text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text
