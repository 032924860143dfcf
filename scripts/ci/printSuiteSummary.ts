/**
 * Prints the suite's summary (see suiteSummary.ts) at the end of `.ci/run`:
 * `tsx scripts/ci/printSuiteSummary.ts <vitest json report> <phase=seconds>...`.
 */
import { existsSync, readFileSync } from "node:fs"
import { parsePhases, type SuiteReport, suiteSummary } from "./suiteSummary"

const [file, ...phases] = process.argv.slice(2)
const report =
  file !== undefined && existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as SuiteReport)
    : undefined
for (const line of suiteSummary(report, parsePhases(phases), process.cwd())) console.log(line)
