import { describe, expect, it } from "vitest"
import { countLine, parsePhases, type SuiteReport, suiteSummary } from "./suiteSummary"

const file = (name: string, seconds: number) => ({
  name: `/repo/${name}`,
  startTime: 1_000,
  endTime: 1_000 + seconds * 1000,
})

const report: SuiteReport = {
  numPassedTests: 3640,
  numFailedTests: 0,
  numFailedTestSuites: 0,
  testResults: [
    file("core/a.test.ts", 0.2),
    file("cli/commands/pluginMatrix.test.ts", 189.4),
    file("test/package/installedPackage.test.ts", 100),
    file("cli/commands/doctor.test.ts", 86.04),
  ],
}

describe("the suite's summary at the end of .ci/run (issue 32)", () => {
  it("prints each phase, the whole run against its budget, the slowest files first, and the count line last", () => {
    const phases = parsePhases(["install=61", "typecheck=40.5", "lint=3", "test=700"])
    expect(suiteSummary(report, phases, "/repo", 3)).toEqual([
      "--- time",
      "install    1 min 01 s",
      "typecheck  0 min 41 s",
      "lint       0 min 03 s",
      "test       11 min 40 s",
      "whole run  13 min 25 s (budget 15 min 00 s on an idle 2-core machine)",
      "the 3 slowest test files:",
      "  cli/commands/pluginMatrix.test.ts      189.4 s",
      "  test/package/installedPackage.test.ts  100.0 s",
      "  cli/commands/doctor.test.ts            86.0 s",
      "3640 passed, 0 failed",
    ])
  })

  it("a file that failed to load counts as a failure, and a missing report as one failure", () => {
    expect(countLine({ ...report, numFailedTestSuites: 2 })).toBe("3640 passed, 2 failed")
    expect(countLine({ ...report, numFailedTests: 1, numFailedTestSuites: 1 })).toBe(
      "3640 passed, 1 failed",
    )
    expect(countLine(undefined)).toBe("0 passed, 1 failed")
    expect(suiteSummary(undefined, [], "/repo").at(-1)).toBe("0 passed, 1 failed")
  })

  it("reads only name=seconds arguments", () => {
    expect(parsePhases(["test=12.5", "oops", "=3", "lint=x"])).toEqual([
      { name: "test", seconds: 12.5 },
    ])
  })
})
