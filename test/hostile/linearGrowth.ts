import { performance } from "node:perf_hooks"

/** How to time one function on growing inputs (see `growthRatio`). */
export interface GrowthOptions<A> {
  /** Builds the input of a given size; not timed. */
  readonly input: (size: number) => A
  /** The work to time on one input. */
  readonly run: (input: A) => unknown
  /** The small input's size; the large one is 16 times it. */
  readonly size: number
  /** Timed batches per size, of which the fastest counts; 11 by default. */
  readonly samples?: number
}

// Timer resolution and call overhead swamp a call of a few microseconds, so a batch repeats
// the call for about this long. Batches of both sizes last about as long, so that the other
// processes on a busy machine are as likely to interrupt one as the other.
const batchMs = 1
const maximumRepeats = 100_000

/** The time of one call, from a batch of `repeats` calls. */
const timePerCall = <A>(run: (input: A) => unknown, input: A, repeats: number): number => {
  const start = performance.now()
  for (let i = 0; i < repeats; i += 1) run(input)
  return (performance.now() - start) / repeats
}

/**
 * How much longer `run` takes on an input 16 times as large: the ratio of the times of one
 * call at 16n and at n. Linear work gives about 16, quadratic about 256; assert it stays well
 * under quadratic (e.g. below 40) rather than under a wall-clock limit, which depends on the
 * machine. Batches of the two sizes alternate and the fastest of each counts: being
 * interrupted only ever adds time, so the fastest batch is the truest.
 * @example
 * expect(growthRatio({ input: (n) => "1".repeat(n) + "x", run: isDecimal, size: 2_000 })).toBeLessThan(40)
 */
export const growthRatio = <A>(options: GrowthOptions<A>): number => {
  const { run, size, samples = 11 } = options
  const small = options.input(size)
  const large = options.input(size * 16)
  // Warm-up: let the JIT compile `run` on both sizes before anything is timed.
  for (const input of [small, large]) run(input)
  let repeats = 1
  while (repeats < maximumRepeats && timePerCall(run, small, repeats) * repeats < batchMs) {
    repeats *= 2
  }
  const largeRepeats = Math.max(1, Math.round(repeats / 16))
  let smallTime = Number.POSITIVE_INFINITY
  let largeTime = Number.POSITIVE_INFINITY
  for (let i = 0; i < samples; i += 1) {
    smallTime = Math.min(smallTime, timePerCall(run, small, repeats))
    largeTime = Math.min(largeTime, timePerCall(run, large, largeRepeats))
  }
  return largeTime / Math.max(smallTime, Number.EPSILON)
}
