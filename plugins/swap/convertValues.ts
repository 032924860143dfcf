// How the swap reads the convert calls' answers: integers as text, addresses as CAIP-10 or plain.

/** A provider API answer read as an integer (decimal or 0x text); undefined when it is not one. */
export const toBigInt = (text: string | undefined | null): bigint | undefined => {
  if (text === undefined || text === null || !/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(text))
    return undefined
  return BigInt(text)
}

/** The contract of a CAIP-10 or plain EVM address (the approve's `tx.from` may be either). */
export const contractOf = (address: string): `0x${string}` | undefined => {
  const hex = address.slice(address.lastIndexOf(":") + 1)
  return /^0x[0-9a-fA-F]{40}$/.test(hex) ? (hex as `0x${string}`) : undefined
}
