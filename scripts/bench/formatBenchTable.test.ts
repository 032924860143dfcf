import { describe, expect, it } from "vitest"
import { formatBenchTable, formatBudget, formatSummary } from "./formatBenchTable"
import { summarize } from "./summarize"

describe("formatBenchTable", () => {
  it("gives the median, the range, and how many runs gave a sample when not all did", () => {
    expect(formatSummary(summarize([12.34, 10, 30]), "ms", 3)).toBe("12.3 ms (10.0–30.0)")
    expect(formatSummary(summarize([12]), "ms", 7)).toBe("12.0 ms [1 of 7 runs]")
    expect(formatSummary(undefined, "ms", 7)).toBe("n/a")
  })

  it("writes each budget with the limit it gives", () => {
    const bare = summarize([16])
    expect(formatBudget({ kind: "timesReference", factor: 1.5 }, bare, "ms")).toBe(
      "≤ 1.5× bare = 24.0 ms",
    )
    expect(formatBudget({ kind: "plusReference", plus: 50 }, bare, "ms")).toBe(
      "≤ bare + 50.0 ms = 66.0 ms",
    )
    expect(formatBudget({ kind: "atMost", limit: 35 * 1024 }, undefined, "bytes")).toBe("≤ 35.0 kB")
    expect(formatBudget(undefined, undefined, "ms")).toBe("—")
  })

  it("prints one aligned line per figure with its verdict", () => {
    expect(
      formatBenchTable([
        {
          mode: "throttled",
          name: "click → dialog visible",
          unit: "ms",
          measured: summarize([20, 30, 25]),
          reference: summarize([16, 17, 18]),
          budget: { kind: "timesReference", factor: 1.5 },
          runs: 3,
        },
        {
          mode: "throttled",
          name: "waves of requests after the click",
          unit: "waves",
          measured: summarize([2, 2, 1]),
          reference: summarize([0, 0, 0]),
          budget: { kind: "atMost", limit: 1 },
          runs: 3,
        },
        {
          mode: "any",
          name: "first-paint JS (Foyer's, gzip)",
          unit: "bytes",
          measured: summarize([30_000]),
          reference: undefined,
          budget: { kind: "atMost", limit: 35 * 1024 },
          runs: 1,
        },
      ]),
    ).toMatchInlineSnapshot(`
      "Network    Figure                             Demo: median (min–max)  Bare dialog  Budget                 Verdict
      ---------  ---------------------------------  ----------------------  -----------  ---------------------  -------
      throttled  click → dialog visible             25.0 ms (20.0–30.0)     17.0 ms      ≤ 1.5× bare = 25.5 ms  ok
      throttled  waves of requests after the click  2 (1–2)                 0            ≤ 1                    OVER
      any        first-paint JS (Foyer's, gzip)     29.3 kB                 —            ≤ 35.0 kB              ok"
    `)
  })
})
