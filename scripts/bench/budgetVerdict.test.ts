import { describe, expect, it } from "vitest"
import type { BenchFigure } from "./BenchFigure"
import { allWithinBudget, budgetLimit, figureVerdict } from "./budgetVerdict"
import { summarize } from "./summarize"

const figure = (overrides: Partial<BenchFigure>): BenchFigure => ({
  mode: "throttled",
  name: "click → dialog visible",
  unit: "ms",
  measured: summarize([30]),
  reference: summarize([20]),
  budget: { kind: "timesReference", factor: 1.5 },
  runs: 1,
  ...overrides,
})

describe("budgetVerdict", () => {
  it("scales, offsets or ignores the bare dialog's median by the budget's kind", () => {
    expect(budgetLimit({ kind: "timesReference", factor: 1.5 }, 20)).toBe(30)
    expect(budgetLimit({ kind: "plusReference", plus: 50 }, 20)).toBe(70)
    expect(budgetLimit({ kind: "atMost", limit: 35 * 1024 }, undefined)).toBe(35 * 1024)
    expect(budgetLimit({ kind: "timesReference", factor: 1.5 }, undefined)).toBeUndefined()
  })

  it("is ok at the limit and OVER past it", () => {
    expect(figureVerdict(figure({ measured: summarize([30]) }))).toBe("ok")
    expect(figureVerdict(figure({ measured: summarize([30.1]) }))).toBe("OVER")
  })

  it("judges the median, not the slowest run", () => {
    expect(figureVerdict(figure({ measured: summarize([10, 20, 400]) }))).toBe("ok")
  })

  it("says MISSING when a budgeted figure or its reference has no sample", () => {
    expect(figureVerdict(figure({ measured: undefined }))).toBe("MISSING")
    expect(figureVerdict(figure({ reference: undefined }))).toBe("MISSING")
  })

  it("gives no verdict on a figure reported for information", () => {
    expect(figureVerdict(figure({ budget: undefined, measured: undefined }))).toBe("—")
  })

  it("fails the bench when any budgeted figure is OVER or MISSING", () => {
    const information = figure({ budget: undefined })
    expect(allWithinBudget([figure({}), information])).toBe(true)
    expect(allWithinBudget([figure({}), figure({ measured: summarize([31]) })])).toBe(false)
    expect(allWithinBudget([figure({ measured: undefined })])).toBe(false)
  })
})
