import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { SwitchChainNotSupportedError } from "./SwitchChainNotSupportedError"

describe("SwitchChainNotSupportedError", () => {
  it("reports a wallet that cannot switch chains as 'Chain switching is not supported by this wallet.'", () => {
    const error = new SwitchChainNotSupportedError({ connectorId: "safe" })
    expect(error._tag).toBe("SwitchChainNotSupportedError")
    expect(error.message).toBe("Chain switching is not supported by this wallet.")
    expect(error.connectorId).toBe("safe")
  })

  it("keeps its cause", () => {
    const cause = new Error("from the connector")
    expect(new SwitchChainNotSupportedError({ cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new SwitchChainNotSupportedError({})).pipe(
      Effect.catchTag("SwitchChainNotSupportedError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Chain switching is not supported by this wallet.")
  })
})
