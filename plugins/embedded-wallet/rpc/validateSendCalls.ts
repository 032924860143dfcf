import { Data, Result } from "effect"

/** One call of a wallet_sendCalls batch (EIP-5792); other fields pass through untouched. */
export interface SendCall {
  readonly to: `0x${string}`
  readonly data?: `0x${string}` | undefined
  readonly value?: unknown
  readonly [field: string]: unknown
}

/** A wallet_sendCalls batch breaks the call rules of spec 5. */
export class SendCallInvalidError extends Data.TaggedError("SendCallInvalidError")<{
  /** The position of the offending call, or -1 when the batch itself is not a list. */
  readonly index: number
  /** What is wrong: the batch, a call that is no object, its `to` or its `data`. */
  readonly field: "calls" | "call" | "to" | "data"
}> {
  // The spec states these rules but gives no texts for them.
  override get message(): string {
    switch (this.field) {
      case "calls":
        return "wallet_sendCalls needs a list of calls."
      case "call":
        return `Call ${this.index} is not an object.`
      default:
        return `Call ${this.index}: '${this.field}' must start with 0x.`
    }
  }
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const startsWith0x = (value: unknown): value is `0x${string}` =>
  typeof value === "string" && value.startsWith("0x")

/**
 * Checks a wallet_sendCalls batch (spec 5): each call's `to` must start with 0x, and its
 * `data`, if given, too. Fails with `SendCallInvalidError` naming the first bad call.
 */
export const validateSendCalls = (
  calls: unknown,
): Result.Result<ReadonlyArray<SendCall>, SendCallInvalidError> => {
  if (!Array.isArray(calls))
    return Result.fail(new SendCallInvalidError({ index: -1, field: "calls" }))
  const valid: Array<SendCall> = []
  for (const [index, call] of calls.entries()) {
    if (!isRecord(call)) return Result.fail(new SendCallInvalidError({ index, field: "call" }))
    const { to, data } = call
    if (!startsWith0x(to)) return Result.fail(new SendCallInvalidError({ index, field: "to" }))
    if (data !== undefined && !startsWith0x(data)) {
      return Result.fail(new SendCallInvalidError({ index, field: "data" }))
    }
    valid.push(data === undefined ? { ...call, to } : { ...call, to, data })
  }
  return Result.succeed(valid)
}
