import { describe, expect, it } from "vitest"
import { formatLimit } from "./formatLimit"

describe("formatLimit", () => {
  it("reads the provider's limits as spec 9 writes them: 10.00 as 10, 7500.00 as 7500", () => {
    expect(["10.00", "7500.00", "25000.00", "7500.50", "10", "0.10"].map(formatLimit)).toEqual([
      "10",
      "7500",
      "25000",
      "7500.5",
      "10",
      "0.1",
    ])
  })
})
