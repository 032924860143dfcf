// Imports nothing, so that a wallet's page script (the sandbox's Solana test wallet) writes its
// sign-in texts with it without taking the kit along.

/** The values of a sign-in message's field lines (CAIP-122), each as it is written. */
export interface SiwxFieldLineValues {
  readonly uri?: string | undefined
  readonly version?: string | undefined
  /** The `Chain ID:` line's value, as the format writes the chain. */
  readonly chainId?: string | undefined
  readonly nonce?: string | undefined
  readonly issuedAt?: string | undefined
  readonly expirationTime?: string | undefined
  readonly notBefore?: string | undefined
  readonly requestId?: string | undefined
  readonly resources?: ReadonlyArray<string> | undefined
}

/**
 * The field lines of a sign-in message (from `URI:` to `Resources:`, in the order EIP-4361,
 * Sign-In With Solana and CAIP-122 share): one line for each value given, written as it is (an
 * empty request id is the line `Request ID: `); a value left undefined has no line.
 * @example
 * writeSiwxFieldLines({ uri: "https://a.example/", nonce: "k3uXzPq8" })
 * // ["URI: https://a.example/", "Nonce: k3uXzPq8"]
 */
export const writeSiwxFieldLines = (values: SiwxFieldLineValues): Array<string> => {
  const lines = (
    [
      ["URI", values.uri],
      ["Version", values.version],
      ["Chain ID", values.chainId],
      ["Nonce", values.nonce],
      ["Issued At", values.issuedAt],
      ["Expiration Time", values.expirationTime],
      ["Not Before", values.notBefore],
      ["Request ID", values.requestId],
    ] as const
  ).flatMap(([name, value]) => (value === undefined ? [] : [`${name}: ${value}`]))
  if (values.resources !== undefined) {
    lines.push("Resources:", ...values.resources.map((resource) => `- ${resource}`))
  }
  return lines
}
