import { Clock, Duration, Effect } from "effect"

/**
 * A Clock for tests that mix Effect time with real I/O (a real HTTP server): time moves
 * only when the test advances it, and the test can await the moment a fiber starts to
 * sleep. TestClock cannot tell a test when a sleep was registered, so a test that
 * advances too early races the fiber; here the notice is sent after registration.
 */
export interface ManualClock extends Clock.Clock {
  /** Every sleep requested so far, in milliseconds, in order. */
  readonly sleeps: ReadonlyArray<number>
  /**
   * Resolves with the duration of sleep number `index` (0-based, in registration order) once
   * it is registered. Waiting does not consume anything, so an abandoned wait is harmless.
   */
  readonly sleepAt: (index: number) => Promise<number>
  /** Moves time forward, waking every sleep due by then, in deadline order. */
  readonly advance: (duration: Duration.Input) => void
  /** Sleeps registered and not yet woken or interrupted. */
  readonly pending: () => number
}

/** Makes a manual clock starting at `start` milliseconds. */
export const makeManualClock = (start = 0): ManualClock => {
  let now = start
  const sleeps: number[] = []
  const watchers = new Map<number, Array<(ms: number) => void>>()
  const waiting = new Set<{ deadline: number; wake: () => void }>()
  const notify = (index: number, ms: number) => {
    for (const watcher of watchers.get(index) ?? []) watcher(ms)
    watchers.delete(index)
  }
  return {
    currentTimeMillisUnsafe: () => now,
    currentTimeMillis: Effect.sync(() => now),
    currentTimeNanosUnsafe: () => BigInt(now) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => BigInt(now) * 1_000_000n,
    monotonicTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
    sleep: (duration) =>
      Effect.callback<void>((resume) => {
        const ms = Duration.toMillis(duration)
        const entry = { deadline: now + ms, wake: () => resume(Effect.void) }
        waiting.add(entry)
        sleeps.push(ms)
        notify(sleeps.length - 1, ms)
        return Effect.sync(() => {
          waiting.delete(entry)
        })
      }),
    sleeps,
    sleepAt: (index) => {
      const known = sleeps[index]
      if (known !== undefined) return Promise.resolve(known)
      return new Promise((resolve) =>
        watchers.set(index, [...(watchers.get(index) ?? []), resolve]),
      )
    },
    advance: (duration) => {
      now += Duration.toMillis(Duration.fromInputUnsafe(duration))
      const due = [...waiting]
        .filter((w) => w.deadline <= now)
        .sort((a, b) => a.deadline - b.deadline)
      for (const entry of due) {
        waiting.delete(entry)
        entry.wake()
      }
    },
    pending: () => waiting.size,
  }
}

/** Runs an effect on a manual clock. */
export const withManualClock =
  (clock: ManualClock) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.provideService(effect, Clock.Clock, clock)
