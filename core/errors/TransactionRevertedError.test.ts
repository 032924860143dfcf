import { Effect } from "effect"
import { encodeErrorResult, parseAbi } from "viem"
import { describe, expect, it } from "vitest"
import { TransactionRevertedError } from "./TransactionRevertedError"

const abi = parseAbi(["error Error(string)", "error Paused()"])

describe("TransactionRevertedError", () => {
  it("reads as the decoded revert reason and keeps the raw data", () => {
    const data = encodeErrorResult({ abi, errorName: "Error", args: ["Too late"] })
    const error = TransactionRevertedError.fromRevertData(data)
    expect(error._tag).toBe("TransactionRevertedError")
    expect(error.message).toBe("Too late")
    expect(error.reason).toBe("Too late")
    expect(error.data).toBe(data)
  })

  it("decodes custom errors with the given ABI and keeps the cause", () => {
    const cause = new Error("receipt status reverted")
    const data = encodeErrorResult({ abi, errorName: "Paused" })
    const error = TransactionRevertedError.fromRevertData(data, abi, cause)
    expect(error.message).toBe("Paused()")
    expect(error.cause).toBe(cause)
  })

  it("reads 'unknown reason' without revert data", () => {
    const error = TransactionRevertedError.fromRevertData(undefined)
    expect(error.message).toBe("unknown reason")
    expect(error.data).toBeUndefined()
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(TransactionRevertedError.fromRevertData("0x")).pipe(
      Effect.catchTag("TransactionRevertedError", (error) => Effect.succeed(error.reason)),
    )
    expect(Effect.runSync(program)).toBe("unknown reason")
  })
})
