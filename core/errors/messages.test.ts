import { describe, expect, it } from "vitest"
import { messages } from "./messages"

describe("messages", () => {
  it("fills the email cooldown with the remaining seconds", () => {
    expect(messages.emailCooldown(12)).toBe("Please try again after 12 seconds")
  })

  it("names the name that failed to register", () => {
    expect(messages.errorRegisteringName("alice")).toBe("Error registering name alice")
  })

  it("names the code of a failed wallet request", () => {
    expect(messages.walletRpcFailed(-32603)).toBe("The wallet request failed with code -32603.")
  })

  it("puts the revert reason after 'Execution reverted'", () => {
    expect(messages.executionReverted("unknown reason")).toBe("Execution reverted: unknown reason")
  })
})
