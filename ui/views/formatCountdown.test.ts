import { describe, expect, it } from "vitest"
import { formatCountdown } from "./formatCountdown"

describe("formatCountdown", () => {
  it("shows minutes and two-digit seconds", () => {
    expect(formatCountdown(300_000)).toBe("5:00")
    expect(formatCountdown(65_000)).toBe("1:05")
    expect(formatCountdown(9_000)).toBe("0:09")
    expect(formatCountdown(3_600_000)).toBe("60:00")
  })

  it("rounds a started second up, so 0:00 means the time is up", () => {
    expect(formatCountdown(89_200)).toBe("1:30")
    expect(formatCountdown(1)).toBe("0:01")
    expect(formatCountdown(0)).toBe("0:00")
    expect(formatCountdown(-5_000)).toBe("0:00")
  })
})
