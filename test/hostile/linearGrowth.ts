import { performance } from "node:perf_hooks"

/** How to time one function on growing inputs (see `growthRatio`). */
export interface GrowthOptions<A> {
  /** Builds the input of a given size; not timed. */
  readonly input: (size: number) => A
  /** The work to time on one input. */
  readonly run: (input: A) => unknown
  /** The small input's size; the large one is 16 times it. */
  readonly size: number
  /** Timed samples per size, of which the median counts; 5 by default. */
  readonly samples?: number
}

// Timer resolution and call overhead swamp a run of a few microseconds, so each sample
// repeats the call until the smallest input takes at least this long.
const minimumSampleMs = 1
const maximumRepeats = 10_000

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const timeRepeated = <A>(run: (input: A) => unknown, input: A, repeats: number): number => {
  const start = performance.now()
  for (let i = 0; i < repeats; i += 1) run(input)
  return performance.now() - start
}

/**
 * How much longer `run` takes on an input 16 times as large: the ratio of the median times
 * at 16n and n. Linear work gives about 16, quadratic about 256; assert it stays well under
 * quadratic (e.g. below 40) rather than under a wall-clock limit, which depends on the machine.
 * @example
 * expect(growthRatio({ input: (n) => "1".repeat(n) + "x", run: isDecimal, size: 2_000 })).toBeLessThan(40)
 */
export const growthRatio = <A>(options: GrowthOptions<A>): number => {
  const { run, size, samples = 5 } = options
  const small = options.input(size)
  const large = options.input(size * 16)
  // Warm-up: let the JIT compile `run` on every size before anything is timed.
  for (const input of [small, large]) run(input)
  let repeats = 1
  while (repeats < maximumRepeats && timeRepeated(run, small, repeats) < minimumSampleMs) {
    repeats *= 2
  }
  const timesOf = (input: A) =>
    median(Array.from({ length: samples }, () => timeRepeated(run, input, repeats)))
  const smallTime = timesOf(small)
  return timesOf(large) / Math.max(smallTime, Number.EPSILON)
}
