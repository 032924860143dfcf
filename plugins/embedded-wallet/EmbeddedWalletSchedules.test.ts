import { Duration, Effect, Fiber, type Schedule } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import {
  emailChangePoll,
  emailChangePollSchedule,
  emailLoginCooldown,
  farcasterReloadDelay,
  frameLoadTimeout,
  frameReadyDelay,
  loginRequestTimeout,
  popupClosedPoll,
  popupClosedPollSchedule,
  signOutTimeout,
} from "./EmbeddedWalletSchedules"

const ms = (duration: Duration.Duration): number => Duration.toMillis(duration)

const runTest = <A, E>(effect: Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(Effect.provide(effect, TestClock.layer()))

/** How many times `schedule` has run its effect at each test-clock offset (ms). */
const ticksAt = (schedule: Schedule.Schedule<number>, offsets: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    let ticks = 0
    const fiber = yield* Effect.sync(() => {
      ticks++
    }).pipe(Effect.repeat(schedule), Effect.forkChild)
    const seen: number[] = []
    let elapsed = 0
    for (const offset of offsets) {
      yield* TestClock.adjust(offset - elapsed)
      elapsed = offset
      seen.push(ticks)
    }
    yield* Fiber.interrupt(fiber)
    return seen
  })

describe("the embedded wallet's spec 9 constants", () => {
  it("farcaster reload delay is 100 ms", () => {
    expect(ms(farcasterReloadDelay)).toBe(100)
  })
  it("frame ready extra delay is 500 ms", () => {
    expect(ms(frameReadyDelay)).toBe(500)
  })
  it("frame load timeout is 20000 ms", () => {
    expect(ms(frameLoadTimeout)).toBe(20_000)
  })
  it("login request timeout is 120000 ms", () => {
    expect(ms(loginRequestTimeout)).toBe(120_000)
  })
  it("sign-out wait is 3000 ms", () => {
    expect(ms(signOutTimeout)).toBe(3_000)
  })
  it("email-login cooldown is 30 s", () => {
    expect(ms(emailLoginCooldown)).toBe(30_000)
  })
  it("popup-closed check and email-change poll are 1 s each", () => {
    expect(ms(popupClosedPoll)).toBe(1_000)
    expect(ms(emailChangePoll)).toBe(1_000)
  })
})

describe("the embedded wallet's schedules, on the test clock", () => {
  it("popup-closed check runs every 1 s", () =>
    runTest(
      Effect.gen(function* () {
        expect(
          yield* ticksAt(popupClosedPollSchedule, [0, 999, 1_000, 1_999, 2_000, 5_000]),
        ).toEqual([1, 1, 2, 2, 3, 6])
      }),
    ))

  it("email-change poll runs every 1 s", () =>
    runTest(
      Effect.gen(function* () {
        expect(yield* ticksAt(emailChangePollSchedule, [0, 999, 1_000, 3_000])).toEqual([
          1, 1, 2, 4,
        ])
      }),
    ))
})
