import type { BenchFigure, Budget } from "./BenchFigure"

/** Whether a figure is within its budget; "MISSING" when a budgeted figure has no sample. */
export type Verdict = "ok" | "OVER" | "MISSING" | "—"

/** The largest median `budget` allows given the bare dialog's median; undefined without one. */
export const budgetLimit = (budget: Budget, reference: number | undefined): number | undefined => {
  switch (budget.kind) {
    case "atMost":
      return budget.limit
    case "timesReference":
      return reference === undefined ? undefined : reference * budget.factor
    case "plusReference":
      return reference === undefined ? undefined : reference + budget.plus
  }
}

/**
 * Compares the figure's median with its budget: "—" for a figure without one, "MISSING" when
 * the demo or the reference gave no sample (nothing shows it within budget).
 */
export const figureVerdict = (figure: BenchFigure): Verdict => {
  if (figure.budget === undefined) return "—"
  const limit = budgetLimit(figure.budget, figure.reference?.median)
  if (figure.measured === undefined || limit === undefined) return "MISSING"
  return figure.measured.median <= limit ? "ok" : "OVER"
}

/** Whether every budgeted figure is within its budget (the bench's exit status). */
export const allWithinBudget = (figures: ReadonlyArray<BenchFigure>): boolean =>
  figures.every((figure) => {
    const verdict = figureVerdict(figure)
    return verdict === "ok" || verdict === "—"
  })
