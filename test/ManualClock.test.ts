import { Effect, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { makeManualClock, withManualClock } from "./ManualClock"

describe("ManualClock", () => {
  it("tells the test when a fiber sleeps and wakes it only when time is advanced", async () => {
    const clock = makeManualClock()
    let woke = false
    const fiber = Effect.runFork(
      withManualClock(clock)(
        Effect.sleep("150 millis").pipe(Effect.tap(() => Effect.sync(() => (woke = true)))),
      ),
    )
    expect(await clock.sleepAt(0)).toBe(150)
    clock.advance("149 millis")
    expect(woke).toBe(false)
    clock.advance("1 millis")
    await Effect.runPromise(Fiber.join(fiber))
    expect(woke).toBe(true)
    expect(clock.sleeps).toEqual([150])
  })

  it("forgets a sleep whose fiber was interrupted", async () => {
    const clock = makeManualClock()
    const fiber = Effect.runFork(withManualClock(clock)(Effect.sleep("1 second")))
    await clock.sleepAt(0)
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(clock.pending()).toBe(0)
  })
})
