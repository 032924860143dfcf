import { describe, expect, it } from "vitest"
import { firstPaintFigure, firstPaintFigures, modeFigures, waveCount } from "./benchFigures"
import { figureVerdict } from "./budgetVerdict"
import type { FirstPaintRuns, ModeRuns, OpeningRun, PageRun } from "./OpeningRun"

const opening = (overrides: Partial<OpeningRun>): OpeningRun => ({
  dialogMs: 20,
  dialogInDomMs: 5,
  optionMs: 20,
  kernelStartMs: undefined,
  requests: [],
  firstPaintGzipBytes: 0,
  ...overrides,
})

const pageRun = (click: Partial<OpeningRun>, keyboard: Partial<OpeningRun> = {}): PageRun => ({
  click: opening(click),
  keyboard: opening(keyboard),
})

const twoWaves = [
  { path: "/assets/Modal.js", startMs: 1, endMs: 105 },
  { path: "/assets/Connect.js", startMs: 110, endMs: 215 },
]

const throttled: ModeRuns = {
  mode: "throttled",
  bare: [
    pageRun({ dialogMs: 16, optionMs: 16 }, { dialogMs: 16 }),
    pageRun({ dialogMs: 18, optionMs: 18 }, { dialogMs: 18 }),
  ],
  demo: [
    pageRun(
      { dialogMs: 20, optionMs: 60, kernelStartMs: 9, firstPaintGzipBytes: 30_000 },
      { dialogMs: 40 },
    ),
    pageRun(
      { dialogMs: 30, optionMs: 80, requests: twoWaves, firstPaintGzipBytes: 30_000 },
      { dialogMs: 16 },
    ),
  ],
}

describe("benchFigures", () => {
  it("compares each demo figure with the bare dialog's and judges it by issue 14's budget", () => {
    const figures = modeFigures(throttled)
    expect(figures.map((figure) => [figure.name, figureVerdict(figure)])).toEqual([
      // median 25 ≤ 1.5 × 17
      ["click → dialog visible", "ok"],
      // median 70 > 17 + 50
      ["click → first wallet option visible", "OVER"],
      // median 28 > 1.5 × 17 (the bare dialog opened by keyboard)
      ["focus, Enter → dialog visible", "OVER"],
      ["kernel start (foyer:kernel-start)", "—"],
      // median of 0 and 2 waves: 1
      ["waves of requests after the click", "ok"],
    ])
  })

  it("reports the kernel's start from the runs that measured it, without a reference", () => {
    const kernel = modeFigures(throttled)[3]
    expect(kernel?.measured).toEqual({ median: 9, min: 9, max: 9, count: 1 })
    expect(kernel?.reference).toBeUndefined()
  })

  it("budgets the waves on the throttled network only", () => {
    const unthrottled = modeFigures({ ...throttled, mode: "unthrottled" })
    expect(unthrottled[4]?.budget).toBeUndefined()
    expect(modeFigures(throttled)[4]?.budget).toEqual({ kind: "atMost", limit: 1 })
  })

  it("counts the waves of a run's requests", () => {
    expect(waveCount(opening({ requests: twoWaves }))).toBe(2)
  })

  it("measures first-paint JS over the demo's runs of every mode", () => {
    const figure = firstPaintFigure([throttled, throttled], 35 * 1024)
    expect(figure.measured?.count).toBe(4)
    expect(figureVerdict(figure)).toBe("ok")
    expect(figureVerdict(firstPaintFigure([throttled], 29_000))).toBe("OVER")
  })

  it("judges the fresh Vite app's first paint by issue 35's budgets: bare + 20 ms, one file", () => {
    const entryOnly = ["/assets/index.js"]
    const runs: FirstPaintRuns = {
      mode: "unthrottled",
      bare: [
        { buttonMs: 40, scripts: entryOnly },
        { buttonMs: 44, scripts: entryOnly },
      ],
      foyer: [
        { buttonMs: 58, scripts: entryOnly },
        { buttonMs: 66, scripts: [...entryOnly, "/assets/runInKit.js"] },
      ],
    }
    expect(firstPaintFigures(runs).map((figure) => [figure.name, figureVerdict(figure)])).toEqual([
      // median 62 ≤ 42 + 20
      ["fresh Vite app: navigation → Connect Wallet visible", "ok"],
      // median of 1 and 2 files: 1.5 > 1
      ["fresh Vite app: JS files before first paint", "OVER"],
    ])
    const slower = { ...runs, foyer: runs.foyer.map((run) => ({ ...run, buttonMs: 70 })) }
    expect(figureVerdict(firstPaintFigures(slower)[0] ?? expect.fail())).toBe("OVER")
  })
})
