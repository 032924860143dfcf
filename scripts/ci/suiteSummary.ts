/**
 * What `.ci/run` prints at its end (issue 32: a suite that measures itself): each phase's time,
 * the whole run's, the ten slowest test files, and last the line CI reads, "N passed, N failed".
 * `scripts/ci/printSuiteSummary.ts` prints it.
 */
import { relative } from "node:path"

/** What this summary reads of Vitest's JSON report. */
export interface SuiteReport {
  readonly numPassedTests: number
  readonly numFailedTests: number
  readonly numFailedTestSuites: number
  readonly testResults: ReadonlyArray<{
    readonly name: string
    readonly startTime: number
    readonly endTime: number
  }>
}

/** A phase of the run and how long it took, in seconds. */
export interface Phase {
  readonly name: string
  readonly seconds: number
}

/** The suite's budget: the whole of `.ci/run` on an idle 2-core machine (docs/contributing.md). */
export const suiteBudgetSeconds = 15 * 60

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`

/** The "N passed, N failed" line: a file that failed to load counts as a failure. */
export const countLine = (report: SuiteReport | undefined): string => {
  if (report === undefined) return "0 passed, 1 failed"
  const failed =
    report.numFailedTests +
    (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0)
  return `${report.numPassedTests} passed, ${failed} failed`
}

/** The summary's lines, the count line last. */
export const suiteSummary = (
  report: SuiteReport | undefined,
  phases: ReadonlyArray<Phase>,
  root: string,
  count = 10,
): ReadonlyArray<string> => {
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0)
  const slowest = [...(report?.testResults ?? [])]
    .map((file) => ({
      name: relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
  const width = Math.max(0, ...slowest.map((file) => file.name.length))
  return [
    "--- time",
    ...phases.map((phase) => `${phase.name.padEnd(10)} ${minutes(phase.seconds)}`),
    `${"whole run".padEnd(10)} ${minutes(total)} (budget ${minutes(suiteBudgetSeconds)} on an idle 2-core machine)`,
    ...(slowest.length === 0
      ? []
      : [
          `the ${slowest.length} slowest test files:`,
          ...slowest.map((file) => `  ${file.name.padEnd(width)}  ${file.seconds.toFixed(1)} s`),
        ]),
    countLine(report),
  ]
}

/** Reads `name=seconds` arguments. */
export const parsePhases = (args: ReadonlyArray<string>): ReadonlyArray<Phase> =>
  args.flatMap((arg) => {
    const match = /^([\w-]+)=(\d+(?:\.\d+)?)$/.exec(arg)
    return match === null ? [] : [{ name: match[1]!, seconds: Number(match[2]) }]
  })
