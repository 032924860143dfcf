import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { SendCallInvalidError, validateSendCalls } from "./validateSendCalls"

const to = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

const failureOf = <A, E>(result: Result.Result<A, E>) =>
  Result.isFailure(result) ? result.failure : undefined

describe("validateSendCalls", () => {
  it("calls whose to (and data, if given) start with 0x are valid, extra fields kept", () => {
    const calls = [{ to }, { to, data: "0xa9059cbb", value: "0x1", capabilities: { x: 1 } }]
    expect(validateSendCalls(calls)).toEqual(Result.succeed(calls))
  })

  it("each call's to must start with 0x", () => {
    for (const bad of [{}, { to: "f39F" }, { to: 1 }]) {
      const error = failureOf(validateSendCalls([{ to }, bad]))
      expect(error).toBeInstanceOf(SendCallInvalidError)
      expect(error?.message).toBe("Call 1: 'to' must start with 0x.")
    }
  })

  it("data, if given, starts with 0x", () => {
    const error = failureOf(validateSendCalls([{ to, data: "a9059cbb" }]))
    expect(error?.message).toBe("Call 0: 'data' must start with 0x.")
    expect(error?.field).toBe("data")
  })

  it("the batch must be a list of objects", () => {
    expect(failureOf(validateSendCalls({ to }))?.message).toBe(
      "wallet_sendCalls needs a list of calls.",
    )
    expect(failureOf(validateSendCalls([to]))?.message).toBe("Call 0 is not an object.")
  })
})
