/**
 * JSON text of a JSON-RPC answer whose bigints are written as plain JSON numbers, as Solana
 * writes u64 values (lamports, slots, a rent epoch of 2^64 - 1) and as @solana/kit reads them
 * back into bigints. `undefined` fields are left out, as JSON.stringify does.
 * @example
 * toJsonText({ value: 18446744073709551615n }) // '{"value":18446744073709551615}'
 */
export const toJsonText = (value: unknown): string => {
  if (typeof value === "bigint") return value.toString()
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? "null" : toJsonText(item))).join(",")}]`
  }
  if (value instanceof Uint8Array) throw new TypeError("Encode bytes before writing JSON")
  if (typeof value === "object" && value !== null) {
    const fields = Object.entries(value).flatMap(([key, item]) =>
      item === undefined ? [] : [`${JSON.stringify(key)}:${toJsonText(item)}`],
    )
    return `{${fields.join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}
