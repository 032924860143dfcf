import { describe, expect, it } from "vitest"
import { coreMessages } from "../messages/coreMessages"
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

describe("messages come from the message catalogue", () => {
  it("every fixed text is a catalogue text (one source of truth)", () => {
    const catalogueTexts = new Set<string>(Object.values(coreMessages))
    const fixed = Object.entries(messages).filter(([, value]) => typeof value === "string")
    expect(fixed.filter(([, text]) => !catalogueTexts.has(text as string))).toEqual([])
  })

  it("the texts with a value fill the catalogue's placeholder", () => {
    expect(messages.emailCooldown(30)).toBe(
      coreMessages["error.emailCooldown"].replace("{n}", "30"),
    )
    expect(messages.viewNotAvailable("Swap")).toBe("View not available: Swap")
  })
})
