import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { InsufficientLiquidityError, isInsufficientLiquidity } from "./InsufficientLiquidityError"

const failedWith = (description: string) => ({
  status: "FAILED",
  reasons: [{ field: "amount", description }],
})

describe("isInsufficientLiquidity", () => {
  it("is true when the first reason mentions insufficient liquidity, in any case", () => {
    expect(isInsufficientLiquidity(failedWith("insufficient liquidity"))).toBe(true)
    expect(
      isInsufficientLiquidity(failedWith("Quote failed: Insufficient Liquidity for pair")),
    ).toBe(true)
  })

  it("is false for other reasons, a later reason, or other bodies", () => {
    expect(isInsufficientLiquidity(failedWith("amount too small"))).toBe(false)
    expect(
      isInsufficientLiquidity({
        reasons: [{ description: "slippage" }, { description: "insufficient liquidity" }],
      }),
    ).toBe(false)
    expect(isInsufficientLiquidity(new Error("insufficient liquidity"))).toBe(false)
  })
})

describe("InsufficientLiquidityError", () => {
  it("reads 'Insufficient liquidity'", () => {
    const error = new InsufficientLiquidityError({ cause: failedWith("insufficient liquidity") })
    expect(error._tag).toBe("InsufficientLiquidityError")
    expect(error.message).toBe("Insufficient liquidity")
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new InsufficientLiquidityError({})).pipe(
      Effect.catchTag("InsufficientLiquidityError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Insufficient liquidity")
  })
})
