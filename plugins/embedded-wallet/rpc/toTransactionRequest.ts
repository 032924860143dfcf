/** A transaction to send as the caller may give it; gas and gas price are optional (spec 5). */
export interface TransactionRequestInput {
  readonly to: `0x${string}`
  /** The amount in wei; a non-numeric value becomes zero. */
  readonly value?: unknown
  readonly data?: `0x${string}` | undefined
  readonly gas?: bigint | undefined
  readonly gasPrice?: bigint | undefined
}

/** A transaction ready for eth_sendTransaction: the value in wei, absent fields left out. */
export interface TransactionRequest {
  readonly to: `0x${string}`
  readonly value: bigint
  readonly data?: `0x${string}`
  readonly gas?: bigint
  readonly gasPrice?: bigint
}

/**
 * A transaction value in wei (spec 5: a non-numeric value becomes zero). Accepted: a
 * bigint, an integer number, or a decimal or 0x-hex integer text. Anything else becomes
 * 0n — including negative and fractional amounts, which are no amount of wei either.
 * @example
 * toTransactionValue("abc") // 0n
 */
export const toTransactionValue = (value: unknown): bigint => {
  if (typeof value === "bigint") return value >= 0n ? value : 0n
  if (typeof value === "number") {
    return Number.isInteger(value) && value >= 0 ? BigInt(value) : 0n
  }
  if (typeof value === "string") {
    const text = value.trim()
    return /^(?:\d+|0x[0-9a-fA-F]+)$/.test(text) ? BigInt(text) : 0n
  }
  return 0n
}

/** Normalises a transaction: the value through `toTransactionValue`, absent optional fields omitted. */
export const toTransactionRequest = (input: TransactionRequestInput): TransactionRequest => ({
  to: input.to,
  value: toTransactionValue(input.value),
  ...(input.data === undefined ? {} : { data: input.data }),
  ...(input.gas === undefined ? {} : { gas: input.gas }),
  ...(input.gasPrice === undefined ? {} : { gasPrice: input.gasPrice }),
})
