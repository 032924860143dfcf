import type { BenchFigure, Budget } from "./BenchFigure"
import { groupWaves } from "./groupWaves"
import type { FirstPaintRuns, ModeRuns, OpeningRun, PageRun } from "./OpeningRun"
import { summarize } from "./summarize"

/** Issue 14: the dialog shows within 1.5× the time the bare React dialog takes. */
export const dialogBudget: Budget = { kind: "timesReference", factor: 1.5 }

/** Issue 14: the first wallet option shows within 50 ms of the bare dialog's. */
export const firstOptionBudget: Budget = { kind: "plusReference", plus: 50 }

/** Issue 14: on a 100 ms round trip, one wave of requests, not two, follows the click. */
export const throttledWavesBudget: Budget = { kind: "atMost", limit: 1 }

/** Issue 35: in a consumer's Vite build, the button shows within 20 ms of the page without Foyer. */
export const buttonBudget: Budget = { kind: "plusReference", plus: 20 }

/** Issue 35: the consumer's bundler keeps Foyer's first paint in the page's one entry file. */
export const firstPaintFilesBudget: Budget = { kind: "atMost", limit: 1 }

/** How many round trips, one after the other, followed the click (see groupWaves). */
export const waveCount = (run: OpeningRun): number => groupWaves(run.requests).length

const samples = (
  runs: ReadonlyArray<PageRun>,
  pick: (run: PageRun) => number | undefined,
): ReadonlyArray<number> => runs.map(pick).filter((value): value is number => value !== undefined)

/**
 * The figures of one mode, the demo's beside the bare dialog's: click → dialog, click → first
 * wallet option, Enter → dialog, the kernel's start (information) and the waves after the click
 * (budgeted on the throttled network only, where a second wave costs a round trip).
 */
export const modeFigures = (runs: ModeRuns): ReadonlyArray<BenchFigure> => {
  const figure = (
    name: string,
    unit: BenchFigure["unit"],
    pick: (run: PageRun) => number | undefined,
    budget: Budget | undefined,
    withReference = true,
  ): BenchFigure => ({
    mode: runs.mode,
    name,
    unit,
    measured: summarize(samples(runs.demo, pick)),
    reference: withReference ? summarize(samples(runs.bare, pick)) : undefined,
    budget,
    runs: runs.demo.length,
  })
  return [
    figure("click → dialog visible", "ms", (run) => run.click.dialogMs, dialogBudget),
    figure(
      "click → first wallet option visible",
      "ms",
      (run) => run.click.optionMs,
      firstOptionBudget,
    ),
    figure("focus, Enter → dialog visible", "ms", (run) => run.keyboard.dialogMs, dialogBudget),
    figure(
      "kernel start (foyer:kernel-start)",
      "ms",
      (run) => run.click.kernelStartMs,
      undefined,
      false,
    ),
    figure(
      "waves of requests after the click",
      "waves",
      (run) => waveCount(run.click),
      runs.mode === "throttled" ? throttledWavesBudget : undefined,
    ),
  ]
}

/**
 * The gzip bytes of Foyer's JS before first paint, over every run of every mode (the same
 * build each time: the spread only shows a measuring problem). `budgetBytes` is the size
 * budget of issue 4 (firstPaintBudgetBytes).
 */
export const firstPaintFigure = (
  modes: ReadonlyArray<ModeRuns>,
  budgetBytes: number,
): BenchFigure => {
  const demoRuns = modes.flatMap((mode) => mode.demo)
  return {
    mode: "any",
    name: "first-paint JS (Foyer's, gzip)",
    unit: "bytes",
    measured: summarize(demoRuns.map((run) => run.click.firstPaintGzipBytes)),
    reference: undefined,
    budget: { kind: "atMost", limit: budgetBytes },
    runs: demoRuns.length,
  }
}

/**
 * The fresh Vite app's figures of one mode beside the bare page's: navigation → Connect Wallet
 * button visible, and how many script files the page fetched before that frame.
 */
export const firstPaintFigures = (runs: FirstPaintRuns): ReadonlyArray<BenchFigure> => {
  const figure = (
    name: string,
    unit: BenchFigure["unit"],
    pick: (run: FirstPaintRuns["foyer"][number]) => number,
    budget: Budget,
  ): BenchFigure => ({
    mode: runs.mode,
    name,
    unit,
    measured: summarize(runs.foyer.map(pick)),
    reference: summarize(runs.bare.map(pick)),
    budget,
    runs: runs.foyer.length,
  })
  return [
    figure(
      "fresh Vite app: navigation → Connect Wallet visible",
      "ms",
      (run) => run.buttonMs,
      buttonBudget,
    ),
    figure(
      "fresh Vite app: JS files before first paint",
      "files",
      (run) => run.scripts.length,
      firstPaintFilesBudget,
    ),
  ]
}
