import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { SwapNetworkNotSupportedError } from "./SwapNetworkNotSupportedError"

describe("SwapNetworkNotSupportedError", () => {
  it("reads the spec's texts: 'Network not supported for Swaps' and '... for Gas Price'", () => {
    expect(new SwapNetworkNotSupportedError({ capability: "swaps" }).message).toBe(
      "Network not supported for Swaps",
    )
    expect(new SwapNetworkNotSupportedError({ capability: "gasPrice" }).message).toBe(
      "Network not supported for Gas Price",
    )
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new SwapNetworkNotSupportedError({ capability: "swaps" })).pipe(
      Effect.catchTag("SwapNetworkNotSupportedError", (error) => Effect.succeed(error.capability)),
    )
    expect(Effect.runSync(program)).toBe("swaps")
  })
})
