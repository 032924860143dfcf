import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import {
  isUserRejectedRequestError,
  toUserRejectedRequestError,
  UserRejectedRequestError,
} from "./UserRejectedRequestError"

describe("UserRejectedRequestError", () => {
  it("reads 'User rejected the request' and keeps the wallet's code and cause", () => {
    const cause = { code: 4001, message: "MetaMask Tx Signature: User denied." }
    const error = new UserRejectedRequestError({ code: 4001, cause })
    expect(error._tag).toBe("UserRejectedRequestError")
    expect(error.message).toBe("User rejected the request")
    expect(error.code).toBe(4001)
    expect(error.cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new UserRejectedRequestError({})).pipe(
      Effect.catchTag("UserRejectedRequestError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("User rejected the request")
  })
})

describe("isUserRejectedRequestError", () => {
  it("detects user rejection by RPC code 4001", () => {
    expect(isUserRejectedRequestError({ code: 4001, message: "Request denied" })).toBe(true)
  })

  it("detects user rejection by RPC code 5000", () => {
    expect(isUserRejectedRequestError({ code: 5000, message: "Rejected" })).toBe(true)
  })

  it("detects user rejection by RPC code 5002", () => {
    expect(isUserRejectedRequestError({ code: 5002, message: "Rejected methods" })).toBe(true)
  })

  it("detects user rejection by a code written as a string", () => {
    expect(isUserRejectedRequestError({ code: "4001" })).toBe(true)
  })

  it("detects user rejection by a code nested in the cause chain", () => {
    const error = new Error("Request failed", { cause: new Error("x", { cause: { code: 5002 } }) })
    expect(isUserRejectedRequestError(error)).toBe(true)
    expect(
      isUserRejectedRequestError({ code: -32603, data: { originalError: { code: 4001 } } }),
    ).toBe(true)
  })

  it.each([
    "User rejected the request.",
    "MetaMask: USER REJECTED transaction signature",
    "The user cancelled the action",
    "User canceled",
    "Connection request reset. Please try again.",
  ])("detects user rejection by the message %j", (message) => {
    expect(isUserRejectedRequestError(new Error(message))).toBe(true)
  })

  it("detects user rejection by a message nested in the cause chain", () => {
    const error = new Error("Signing failed", { cause: new Error("user rejected signing") })
    expect(isUserRejectedRequestError(error)).toBe(true)
  })

  it("recognises its own error", () => {
    expect(isUserRejectedRequestError(new UserRejectedRequestError({}))).toBe(true)
  })

  it("does not treat other errors as rejection", () => {
    expect(isUserRejectedRequestError({ code: 4902, message: "Unrecognized chain" })).toBe(false)
    expect(isUserRejectedRequestError(new Error("Connection rejected"))).toBe(false)
    expect(isUserRejectedRequestError(new Error("insufficient funds"))).toBe(false)
    expect(isUserRejectedRequestError(undefined)).toBe(false)
    expect(isUserRejectedRequestError("timeout")).toBe(false)
  })
})

describe("toUserRejectedRequestError", () => {
  it("turns a rejection into UserRejectedRequestError keeping the RPC code and the original", () => {
    const original = { code: 5000, message: "User rejected." }
    const error = toUserRejectedRequestError(original)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({
      code: 5000,
      cause: original,
      message: "User rejected the request",
    })
  })

  it("prefers the rejection code found down the chain over an outer wrapper code", () => {
    const error = toUserRejectedRequestError({ code: -32603, cause: { code: "4001" } })
    expect(error).toMatchObject({ _tag: "UserRejectedRequestError", code: 4001 })
  })

  it("keeps the wallet's own code when only the message says rejected", () => {
    const error = toUserRejectedRequestError({ code: -32000, message: "User cancelled" })
    expect(error).toMatchObject({ _tag: "UserRejectedRequestError", code: -32000 })
  })

  it("has no code when the wallet sent none", () => {
    const error = toUserRejectedRequestError(new Error("user rejected"))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBeUndefined()
  })

  it("returns any other error unchanged", () => {
    const other = new Error("Network down")
    expect(toUserRejectedRequestError(other)).toBe(other)
  })

  it("returns a UserRejectedRequestError as it is", () => {
    const rejected = new UserRejectedRequestError({ code: 4001 })
    expect(toUserRejectedRequestError(rejected)).toBe(rejected)
  })

  it("normalises an Effect's failure so it can be caught by tag", () => {
    const program = Effect.fail({ code: 4001, message: "denied" }).pipe(
      Effect.mapError(toUserRejectedRequestError),
      Effect.catchTag("UserRejectedRequestError", (error) =>
        Effect.succeed(`${error.code}: ${error.message}`),
      ),
    )
    expect(Effect.runSync(program)).toBe("4001: User rejected the request")
  })
})
