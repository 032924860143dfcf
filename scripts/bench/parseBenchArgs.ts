import { parseArgs } from "node:util"
import type { BenchMode } from "./OpeningRun"

/** What `npm run bench` was asked for. */
export interface BenchArgs {
  /** Cold runs per mode, each page opened once by click and once by keyboard per run. */
  readonly runs: number
  /** The networks to measure on, in order. */
  readonly modes: ReadonlyArray<BenchMode>
}

/** The runs per mode without `--runs`. */
export const defaultRuns = 7

/**
 * How many cold loads of the fresh app (with Foyer, and bare) one run makes for the first-paint
 * figure. A load takes half a second, and on a 2-core machine the button's time moves by ±10 ms
 * from load to load: a median of 7 could not tell a budget of 20 ms from its noise.
 */
export const firstPaintLoadsPerRun = 3

/** The bench's flags, for `--help` and for the message of a wrong one. */
export const benchUsage = [
  "Usage: npm run bench -- [--runs <n>] [--mode throttled|unthrottled|both]",
  `  --runs <n>   cold runs per mode (default ${defaultRuns}); the fresh app's first paint is loaded ${firstPaintLoadsPerRun}× as often`,
  "  --mode       the network: as is, with a 100 ms round trip per request, or both (default)",
].join("\n")

const modesOf: Record<string, ReadonlyArray<BenchMode>> = {
  both: ["unthrottled", "throttled"],
  unthrottled: ["unthrottled"],
  throttled: ["throttled"],
}

/**
 * Reads `--runs` and `--mode`; a message instead when a flag is unknown or its value wrong,
 * and "help" for `--help`.
 */
export const parseBenchArgs = (
  args: ReadonlyArray<string>,
): BenchArgs | { readonly error: string } | "help" => {
  let values: { runs?: string; mode?: string; help?: boolean }
  try {
    values = parseArgs({
      args: [...args],
      options: {
        runs: { type: "string" },
        mode: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values
  } catch (cause) {
    return { error: cause instanceof Error ? cause.message : String(cause) }
  }
  if (values.help === true) return "help"
  const runs = Number(values.runs ?? String(defaultRuns))
  if (!(Number.isInteger(runs) && runs > 0)) {
    return { error: `--runs must be a positive whole number, got ${values.runs}` }
  }
  const modes = modesOf[values.mode ?? "both"]
  if (modes === undefined) {
    return { error: `--mode must be throttled, unthrottled or both, got ${values.mode}` }
  }
  return { runs, modes }
}
