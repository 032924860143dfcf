import { describe, expect, it } from "vitest"
import { withGasMargin } from "./withGasMargin"

describe("withGasMargin", () => {
  it("adds 25 % to the swap's gas estimate, rounded down; nothing to add to no estimate", () => {
    expect(withGasMargin(100_000n)).toBe(125_000n)
    expect(withGasMargin(115_656n)).toBe(144_570n)
    expect(withGasMargin(undefined)).toBeUndefined()
  })
})
