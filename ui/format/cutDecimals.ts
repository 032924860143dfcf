/** How many decimals a token amount shows at most: enough to read it, few enough for a row. */
export const amountDecimals = 6

/**
 * A decimal amount's text as the visitor reads it: at most `digits` decimals, cut (not rounded,
 * so an amount is never shown above what it is), trailing zeros and leading zeros dropped. A
 * non-zero amount too small to show reads "<0.000001" (">-0.000001" below zero) rather than 0.
 * Works on the text, so large amounts lose no precision; text that is not a decimal is returned
 * as it is.
 * @example
 * cutDecimals("1.234567890") // "1.234567"
 * cutDecimals("0.000000021") // "<0.000001"
 * cutDecimals("2.50", 4) // "2.5"
 */
export const cutDecimals = (text: string, digits: number = amountDecimals): string => {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim())
  if (match === null) return text
  const [, sign = "", whole = "", fraction = ""] = match
  const kept = fraction.slice(0, digits).replace(/0+$/, "")
  const integer = whole.replace(/^0+(?=\d)/, "") || "0"
  if (integer === "0" && kept === "" && /[1-9]/.test(fraction)) {
    return `${sign === "-" ? ">-" : "<"}0.${"0".repeat(digits - 1)}1`
  }
  return `${integer === "0" && kept === "" ? "" : sign}${integer}${kept === "" ? "" : `.${kept}`}`
}
