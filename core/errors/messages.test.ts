import { describe, expect, it } from "vitest"
import { coreMessages } from "../messages/coreMessages"
import { messages } from "./messages"

describe("messages", () => {
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
    expect(messages.walletRpcFailed(4001)).toBe(
      coreMessages["error.walletRpcFailed"].replace("{code}", "4001"),
    )
    expect(messages.viewNotAvailable("Faucet")).toBe("View not available: Faucet")
  })
})
