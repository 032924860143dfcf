import { Duration, Effect, Exit, Result } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import {
  checkEmailLoginCooldown,
  EmailLoginCooldownError,
  emailLoginCooldownRemaining,
  ensureEmailLoginAllowed,
} from "./checkEmailLoginCooldown"

const t0 = 1_700_000_000_000

const runTest = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.runPromise(Effect.provide(effect, TestClock.layer()))

describe("email-login cooldown", () => {
  it("email-login trigger within 30 s fails with 'Please try again after {n} seconds'", () => {
    const result = checkEmailLoginCooldown(t0, t0 + 10_000)
    expect(result).toEqual(Result.fail(new EmailLoginCooldownError({ remainingSeconds: 20 })))
    if (Result.isFailure(result)) {
      expect(result.failure.message).toBe("Please try again after 20 seconds")
      expect(result.failure._tag).toBe("EmailLoginCooldownError")
    }
  })

  it("email-login cooldown: n is the remaining whole seconds rounded up", () => {
    expect(emailLoginCooldownRemaining(t0, t0)).toBe(30)
    expect(emailLoginCooldownRemaining(t0, t0 + 1)).toBe(30)
    expect(emailLoginCooldownRemaining(t0, t0 + 999)).toBe(30)
    expect(emailLoginCooldownRemaining(t0, t0 + 1_000)).toBe(29)
    expect(emailLoginCooldownRemaining(t0, t0 + 29_001)).toBe(1)
    expect(emailLoginCooldownRemaining(t0, t0 + 29_999)).toBe(1)
  })

  it("email-login trigger 30 s or more after the last one is allowed", () => {
    expect(checkEmailLoginCooldown(t0, t0 + 30_000)).toEqual(Result.succeed(undefined))
    expect(checkEmailLoginCooldown(t0, t0 + 31_000)).toEqual(Result.succeed(undefined))
  })

  it("email-login trigger with no previous trigger is allowed", () => {
    expect(checkEmailLoginCooldown(undefined, t0)).toEqual(Result.succeed(undefined))
  })

  it("email-login cooldown ignores a last trigger stamped in the future", () => {
    expect(emailLoginCooldownRemaining(t0 + 60_000, t0)).toBe(0)
  })

  it("email-login cooldown by the Clock: blocked at 29.999 s, allowed at 30 s", () =>
    runTest(
      Effect.gen(function* () {
        const first = yield* ensureEmailLoginAllowed(0).pipe(Effect.exit)
        expect(first).toEqual(Exit.fail(new EmailLoginCooldownError({ remainingSeconds: 30 })))
        yield* TestClock.adjust(Duration.millis(29_999))
        const blocked = yield* ensureEmailLoginAllowed(0).pipe(Effect.flip)
        expect(blocked.message).toBe("Please try again after 1 seconds")
        yield* TestClock.adjust(Duration.millis(1))
        expect(yield* ensureEmailLoginAllowed(0).pipe(Effect.exit)).toEqual(Exit.void)
      }),
    ))
})
