const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * A copy of `value` that survives JSON (and Playwright's evaluate): no bytes (base64 text),
 * no bigints (decimal text), and a Wallet Standard account named by its address.
 */
export const loggable = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return base64(value)
  if (typeof value === "bigint") return value.toString()
  if (Array.isArray(value)) return value.map(loggable)
  if (typeof value === "object" && value !== null) {
    // A WalletAccount is named by its address; its public key is the same thing again.
    if ("address" in value && "publicKey" in value) return value.address
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, loggable(item)]))
  }
  return value
}
