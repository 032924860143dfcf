import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { AlertError, type AlertErrorReason } from "./AlertError"

describe("AlertError", () => {
  it.each<[AlertErrorReason, string]>([
    ["tokenBalanceUnavailable", "Token Balance Unavailable"],
    ["authInitFailed", "A problem occurred while trying initialize authentication"],
    ["errorSigningMessage", "Error signing message"],
    ["multiWalletNotEnabled", "Multi-Wallet Not Enabled"],
  ])("reason %s shows %j", (reason, message) => {
    const error = new AlertError({ reason })
    expect(error._tag).toBe("AlertError")
    expect(error.message).toBe(message)
  })

  it("keeps its cause", () => {
    const cause = new Error("HTTP 502")
    expect(new AlertError({ reason: "tokenBalanceUnavailable", cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new AlertError({ reason: "errorSigningMessage" })).pipe(
      Effect.catchTag("AlertError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Error signing message")
  })
})
