import { describe, expect, it } from "vitest"
import { shortTokenAmount } from "./shortTokenAmount"

describe("shortTokenAmount", () => {
  it("shows whole tokens with at most six decimals, cut and without trailing zeros", () => {
    expect(shortTokenAmount(1_234_567_890_000_000_000n, 18)).toBe("1.234567")
    expect(shortTokenAmount(1_500_000n, 6)).toBe("1.5")
    expect(shortTokenAmount(10n ** 18n, 18)).toBe("1")
    expect(shortTokenAmount(1n, 18)).toBe("0")
    expect(shortTokenAmount(0n, 6)).toBe("0")
  })
})
