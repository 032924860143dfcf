import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ChainMismatchError } from "./ChainMismatchError"

describe("ChainMismatchError", () => {
  it("reports the wallet being on another chain than the request as 'The current chain of the wallet does not match the target chain.'", () => {
    const error = new ChainMismatchError({ currentChainId: 1, targetChainId: 10 })
    expect(error._tag).toBe("ChainMismatchError")
    expect(error.message).toBe("The current chain of the wallet does not match the target chain.")
    expect(error.currentChainId).toBe(1)
    expect(error.targetChainId).toBe(10)
  })

  it("keeps its cause", () => {
    const cause = new Error("from the connector")
    expect(new ChainMismatchError({ cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new ChainMismatchError({})).pipe(
      Effect.catchTag("ChainMismatchError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe(
      "The current chain of the wallet does not match the target chain.",
    )
  })
})
