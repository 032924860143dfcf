import { describe, expect, it } from "vitest"
import { median, summarize } from "./summarize"

describe("summarize", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5)
  })

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it("gives the median, range and count", () => {
    expect(summarize([12, 10, 30, 11, 13])).toEqual({ median: 12, min: 10, max: 30, count: 5 })
  })

  it("has no summary without samples", () => {
    expect(summarize([])).toBeUndefined()
    expect(median([])).toBeNaN()
  })
})
