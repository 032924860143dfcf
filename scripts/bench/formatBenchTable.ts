import type { BenchFigure, Budget, FigureUnit } from "./BenchFigure"
import { budgetLimit, figureVerdict } from "./budgetVerdict"
import type { Summary } from "./summarize"

const number = (value: number, unit: FigureUnit): string => {
  switch (unit) {
    case "ms":
      return value.toFixed(1)
    case "bytes":
      return (value / 1024).toFixed(1)
    case "waves":
    case "files":
      // A median of an even count of runs can fall between two whole numbers.
      return String(Number(value.toFixed(1)))
  }
}

const unitSuffix: Record<FigureUnit, string> = { ms: " ms", bytes: " kB", waves: "", files: "" }

/** A value with its unit: `12.3 ms`, `33.1 kB`, `1`. */
export const formatValue = (value: number, unit: FigureUnit): string =>
  `${number(value, unit)}${unitSuffix[unit]}`

/** `median (min–max)`, and how many runs gave a sample when not all did. */
export const formatSummary = (
  summary: Summary | undefined,
  unit: FigureUnit,
  runs: number,
): string => {
  if (summary === undefined) return "n/a"
  const range =
    summary.count === 1 ? "" : ` (${number(summary.min, unit)}–${number(summary.max, unit)})`
  const partial = summary.count < runs ? ` [${summary.count} of ${runs} runs]` : ""
  return `${formatValue(summary.median, unit)}${range}${partial}`
}

/** The budget in words, with the limit it gives when it depends on the bare dialog. */
export const formatBudget = (
  budget: Budget | undefined,
  reference: Summary | undefined,
  unit: FigureUnit,
): string => {
  if (budget === undefined) return "—"
  const limit = budgetLimit(budget, reference?.median)
  const is = limit === undefined ? "" : ` = ${formatValue(limit, unit)}`
  switch (budget.kind) {
    case "atMost":
      return `≤ ${formatValue(budget.limit, unit)}`
    case "timesReference":
      return `≤ ${budget.factor}× bare${is}`
    case "plusReference":
      return `≤ bare + ${formatValue(budget.plus, unit)}${is}`
  }
}

const header = ["Network", "Figure", "Demo: median (min–max)", "Bare dialog", "Budget", "Verdict"]

/**
 * The bench's table: one line per figure with the demo's median and range, the bare React
 * dialog's median as the reference, the budget and the verdict ("ok", "OVER", "MISSING").
 */
export const formatBenchTable = (figures: ReadonlyArray<BenchFigure>): string => {
  const rows = figures.map((figure) => [
    figure.mode,
    figure.name,
    formatSummary(figure.measured, figure.unit, figure.runs),
    figure.reference === undefined ? "—" : formatValue(figure.reference.median, figure.unit),
    formatBudget(figure.budget, figure.reference, figure.unit),
    figureVerdict(figure),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  )
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd()
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  )
}
