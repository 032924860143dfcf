import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ChainNotConfiguredError } from "./ChainNotConfiguredError"

describe("ChainNotConfiguredError", () => {
  it("reports a chain the kit was not configured with as 'Chain not configured.'", () => {
    const error = new ChainNotConfiguredError({ chainId: 8453 })
    expect(error._tag).toBe("ChainNotConfiguredError")
    expect(error.message).toBe("Chain not configured.")
    expect(error.chainId).toBe(8453)
  })

  it("also takes a CAIP-2 chain id for non-EVM chains", () => {
    expect(
      new ChainNotConfiguredError({ chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" }).chainId,
    ).toBe("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")
  })

  it("keeps its cause", () => {
    const cause = new Error("from the connector")
    expect(new ChainNotConfiguredError({ cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new ChainNotConfiguredError({})).pipe(
      Effect.catchTag("ChainNotConfiguredError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Chain not configured.")
  })
})
