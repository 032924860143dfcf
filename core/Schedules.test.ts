import { Cause, Clock, Data, Duration, Effect, Exit, Fiber, Schedule } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import {
  analyticsFlushInterval,
  analyticsFlushSchedule,
  balanceRetryWindow,
  cacheLifetimes,
  dataLayerReceiptTimeout,
  errorReportWindow,
  fallbackTransportPolling,
  fallbackTransportWeights,
  httpFailureOf,
  httpTimeout,
  isRetryableFailure,
  limits,
  modalShake,
  parseRetryAfter,
  pendingTransactionsPolling,
  pendingTransactionsPollSchedule,
  receiptBackoffBase,
  receiptWaitSchedule,
  receiptWaitTimeout,
  retryableStatuses,
  retryRpc,
  rpcRetryBase,
  toastAutoClose,
  toastSwitchDelay,
} from "./Schedules"

/** An HTTP failure as a transport would raise it. */
class HttpError extends Data.TaggedError("HttpError")<{
  readonly status: number
  readonly retryAfter?: Duration.Duration
}> {}

/** A failure without an HTTP status (e.g. a bad response body). */
class DecodeError extends Data.TaggedError("DecodeError")<{ readonly reason: string }> {}

const runTest = <A, E>(effect: Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(Effect.provide(effect, TestClock.layer()))

const ms = (duration: Duration.Duration): number => Duration.toMillis(duration)

/**
 * A request that fails with `failures[i]` on attempt i and succeeds with "ok" after them,
 * recording the test-clock time of every attempt.
 */
const scriptedRequest = <E>(failures: ReadonlyArray<E>) => {
  const attempts: number[] = []
  const request = Effect.gen(function* () {
    const index = attempts.length
    attempts.push(yield* Clock.currentTimeMillis)
    const failure = failures[index]
    if (failure !== undefined) return yield* Effect.fail(failure)
    return "ok"
  })
  return { attempts, request }
}

/** A request that always fails with `error`, recording attempt times. */
const failingRequest = <E>(error: E) => {
  const attempts: number[] = []
  const request = Effect.gen(function* () {
    attempts.push(yield* Clock.currentTimeMillis)
    return yield* Effect.fail(error)
  })
  return { attempts, request }
}

describe("spec 9 constants", () => {
  it("modal shake lasts 500 ms", () => {
    expect(ms(modalShake)).toBe(500)
  })
  it("toast auto-close is 2.5 s (ours: the spec gives no value)", () => {
    expect(ms(toastAutoClose)).toBe(2500)
  })

  it("toast switch delay is 150 ms", () => {
    expect(ms(toastSwitchDelay)).toBe(150)
  })
  it("balance retry window is 30 s", () => {
    expect(ms(balanceRetryWindow)).toBe(30_000)
  })
  it("analytics flush every 10 s", () => {
    expect(ms(analyticsFlushInterval)).toBe(10_000)
  })
  it("cache lifetimes: portfolio 30 s, native balance 30 s, names 5 min, identity 5 min, history 15 s, token price 15 s, latest toolkit version 7 days", () => {
    expect(Object.fromEntries(Object.entries(cacheLifetimes).map(([k, v]) => [k, ms(v)]))).toEqual({
      portfolio: 30_000,
      nativeBalance: 30_000,
      names: 300_000,
      identity: 300_000,
      history: 15_000,
      tokenPrice: 15_000,
      latestToolkitVersion: 604_800_000,
    })
  })
  it("HTTP default timeout is 10 s", () => {
    expect(ms(httpTimeout)).toBe(10_000)
  })
  it("error reports: at most 5 per 60 s", () => {
    expect(limits.errorReportsPerWindow).toBe(5)
    expect(ms(errorReportWindow)).toBe(60_000)
  })
  it("pending transactions: limit 99, polling 30000 ms", () => {
    expect(limits.pendingTransactions).toBe(99)
    expect(ms(pendingTransactionsPolling)).toBe(30_000)
  })
  it("receipt wait: timeout 180 s, 6 retries, backoff 200 ms; data layer 25 s", () => {
    expect(ms(receiptWaitTimeout)).toBe(180_000)
    expect(limits.receiptRetries).toBe(6)
    expect(ms(receiptBackoffBase)).toBe(200)
    expect(ms(dataLayerReceiptTimeout)).toBe(25_000)
  })
  it("RPC retry: 3 times, base 150 ms; batch size 1000; multicall batch 1024 bytes", () => {
    expect(limits.rpcRetries).toBe(3)
    expect(ms(rpcRetryBase)).toBe(150)
    expect(limits.rpcBatchSize).toBe(1000)
    expect(limits.multicallBatchBytes).toBe(1024)
  })
  it("recent wallets kept: 2", () => {
    expect(limits.recentWallets).toBe(2)
  })
  it("analytics flush when pending events exceed 45 KB", () => {
    expect(limits.analyticsMaxPendingBytes).toBe(46_080)
  })
  it("fallback transport: polling 4000 ms, sample count 10, weights stability 0.7 and latency 0.3", () => {
    expect(ms(fallbackTransportPolling)).toBe(4_000)
    expect(limits.fallbackTransportSamples).toBe(10)
    expect(fallbackTransportWeights).toEqual({ stability: 0.7, latency: 0.3 })
  })
  it("RPC retry statuses are 403, 408, 413, 429, 500, 502, 503, 504", () => {
    expect([...retryableStatuses].sort((a, b) => a - b)).toEqual([
      403, 408, 413, 429, 500, 502, 503, 504,
    ])
  })
})

describe("rpcRetrySchedule", () => {
  it("RPC retry: 3 times, base delay 150 ms doubling", () =>
    runTest(
      Effect.gen(function* () {
        const { attempts, request } = scriptedRequest([
          new HttpError({ status: 503 }),
          new HttpError({ status: 503 }),
          new HttpError({ status: 503 }),
        ])
        const fiber = yield* retryRpc(request).pipe(Effect.forkChild)
        yield* TestClock.adjust(1_049)
        expect(fiber.pollUnsafe()).toBeUndefined()
        expect(attempts).toEqual([0, 150, 450])
        yield* TestClock.adjust(1)
        expect(yield* Fiber.join(fiber)).toBe("ok")
        expect(attempts).toEqual([0, 150, 450, 1_050])
      }),
    ))

  it("RPC retry: a 4th retry never happens (exactly 4 attempts when always failing)", () =>
    runTest(
      Effect.gen(function* () {
        const error = new HttpError({ status: 429 })
        const { attempts, request } = failingRequest(error)
        const fiber = yield* retryRpc(request).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.minutes(10))
        const exit = yield* Fiber.await(fiber)
        expect(exit).toEqual(Exit.fail(error))
        expect(attempts).toEqual([0, 150, 450, 1_050])
      }),
    ))

  it("RPC retry: a non-retryable status (400) fails at once", () =>
    runTest(
      Effect.gen(function* () {
        const error = new HttpError({ status: 400 })
        const { attempts, request } = failingRequest(error)
        const exit = yield* retryRpc(request).pipe(Effect.exit)
        expect(exit).toEqual(Exit.fail(error))
        expect(attempts).toEqual([0])
      }),
    ))

  it("RPC retry: an error without an HTTP status is not retried", () =>
    runTest(
      Effect.gen(function* () {
        const error = new DecodeError({ reason: "bad body" })
        const { attempts, request } = failingRequest(error)
        const exit = yield* retryRpc(request).pipe(Effect.exit)
        expect(exit).toEqual(Exit.fail(error))
        expect(attempts).toEqual([0])
      }),
    ))

  for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
    it(`RPC retry: status ${status} is retried`, () =>
      runTest(
        Effect.gen(function* () {
          const { attempts, request } = scriptedRequest([new HttpError({ status })])
          const fiber = yield* retryRpc(request).pipe(Effect.forkChild)
          yield* TestClock.adjust(149)
          expect(fiber.pollUnsafe()).toBeUndefined()
          yield* TestClock.adjust(1)
          expect(yield* Fiber.join(fiber)).toBe("ok")
          expect(attempts).toEqual([0, 150])
        }),
      ))
  }

  it("RPC retry: stops retrying when a later attempt fails with a non-retryable status", () =>
    runTest(
      Effect.gen(function* () {
        const final = new HttpError({ status: 404 })
        const { attempts, request } = scriptedRequest([new HttpError({ status: 502 }), final])
        const fiber = yield* retryRpc(request).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.minutes(1))
        expect(yield* Fiber.await(fiber)).toEqual(Exit.fail(final))
        expect(attempts).toEqual([0, 150])
      }),
    ))

  it("RPC retry: Retry-After 2 s waits 2 s instead of the backoff", () =>
    runTest(
      Effect.gen(function* () {
        const { attempts, request } = scriptedRequest([
          new HttpError({ status: 429, retryAfter: Duration.seconds(2) }),
          new HttpError({ status: 503 }),
        ])
        const fiber = yield* retryRpc(request).pipe(Effect.forkChild)
        yield* TestClock.adjust(1_999)
        expect(attempts).toEqual([0])
        yield* TestClock.adjust(1)
        expect(attempts).toEqual([0, 2_000])
        // The next retry goes back to the doubling backoff (second delay: 300 ms).
        yield* TestClock.adjust(299)
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(1)
        expect(yield* Fiber.join(fiber)).toBe("ok")
        expect(attempts).toEqual([0, 2_000, 2_300])
      }),
    ))

  it("RPC retry: the retry policy reads status and Retry-After from any error", () => {
    expect(httpFailureOf(new HttpError({ status: 503, retryAfter: Duration.seconds(1) }))).toEqual({
      status: 503,
      retryAfter: Duration.seconds(1),
    })
    expect(httpFailureOf({ status: 500, retryAfter: 3 })).toEqual({
      status: 500,
      retryAfter: undefined,
    })
    expect(httpFailureOf({ status: "500" })).toBeUndefined()
    expect(httpFailureOf(new DecodeError({ reason: "x" }))).toBeUndefined()
    expect(httpFailureOf(null)).toBeUndefined()
    expect(httpFailureOf("503")).toBeUndefined()
    expect(isRetryableFailure({ status: 504 })).toBe(true)
    expect(isRetryableFailure({ status: 501 })).toBe(false)
  })
})

describe("parseRetryAfter", () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0)

  it("Retry-After delta-seconds: '2' is 2 s", () => {
    expect(parseRetryAfter("2", now)).toEqual(Duration.seconds(2))
    expect(parseRetryAfter(" 120 ", now)).toEqual(Duration.seconds(120))
    expect(parseRetryAfter("0", now)).toEqual(Duration.seconds(0))
  })

  it("Retry-After HTTP-date: the time from now until that date", () => {
    expect(parseRetryAfter("Wed, 01 Jan 2025 12:00:05 GMT", now)).toEqual(Duration.millis(5_000))
  })

  it("Retry-After HTTP-date in the past: no wait", () => {
    expect(parseRetryAfter("Wed, 01 Jan 2025 11:59:00 GMT", now)).toEqual(Duration.millis(0))
  })

  it("Retry-After absent or malformed: undefined", () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
    expect(parseRetryAfter("", now)).toBeUndefined()
    expect(parseRetryAfter("-5", now)).toBeUndefined()
    expect(parseRetryAfter("1.5", now)).toBeUndefined()
    expect(parseRetryAfter("soon", now)).toBeUndefined()
  })
})

describe("receiptWaitSchedule", () => {
  it("receipt wait: 6 retries, backoff 200 ms doubling (200, 400, 800, 1600, 3200, 6400)", () =>
    runTest(
      Effect.gen(function* () {
        const { attempts, request } = failingRequest("not mined")
        const fiber = yield* request.pipe(Effect.retry(receiptWaitSchedule), Effect.forkChild)
        yield* TestClock.adjust(Duration.minutes(10))
        expect(yield* Fiber.await(fiber)).toEqual(Exit.fail("not mined"))
        const delays = attempts.slice(1).map((t, i) => t - (attempts[i] ?? 0))
        expect(delays).toEqual([200, 400, 800, 1_600, 3_200, 6_400])
        expect(attempts).toHaveLength(7)
      }),
    ))

  it("receipt wait: the step delays are 200, 400, 800, 1600, 3200, 6400 ms and then it stops", () =>
    runTest(
      Effect.gen(function* () {
        const step = yield* Schedule.toStep(receiptWaitSchedule)
        const delays: number[] = []
        for (let i = 0; i < 6; i++) {
          const [, delay] = yield* step(0, undefined)
          delays.push(ms(delay))
        }
        expect(delays).toEqual([200, 400, 800, 1_600, 3_200, 6_400])
        const seventh = yield* step(0, undefined).pipe(Effect.exit)
        expect(Exit.isFailure(seventh)).toBe(true)
      }),
    ))

  it("receipt wait: a receipt found on the 3rd attempt resolves after 200 + 400 ms", () =>
    runTest(
      Effect.gen(function* () {
        const { attempts, request } = scriptedRequest(["pending", "pending"])
        const fiber = yield* request.pipe(Effect.retry(receiptWaitSchedule), Effect.forkChild)
        yield* TestClock.adjust(599)
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(1)
        expect(yield* Fiber.join(fiber)).toBe("ok")
        expect(attempts).toEqual([0, 200, 600])
      }),
    ))

  it("receipt wait: times out after 180 s overall", () =>
    runTest(
      Effect.gen(function* () {
        // Each lookup takes 30 s and finds nothing: the 7 attempts and their backoff would
        // run past 180 s, so the overall timeout ends the wait.
        const lookup = Effect.sleep(Duration.seconds(30)).pipe(Effect.andThen(Effect.fail("none")))
        const fiber = yield* lookup.pipe(
          Effect.retry(receiptWaitSchedule),
          Effect.timeout(receiptWaitTimeout),
          Effect.forkChild,
        )
        yield* TestClock.adjust(179_999)
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(1)
        const error = yield* Fiber.join(fiber).pipe(Effect.flip)
        expect(Cause.isTimeoutError(error)).toBe(true)
      }),
    ))
})

describe("poll schedules", () => {
  /** Repeats a tick counter with `schedule` and returns the count after each adjustment. */
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

  it("analytics flush runs every 10 s", () =>
    runTest(
      Effect.gen(function* () {
        expect(yield* ticksAt(analyticsFlushSchedule, [0, 9_999, 10_000, 30_000])).toEqual([
          1, 1, 2, 4,
        ])
      }),
    ))

  it("pending transactions poll every 30 s", () =>
    runTest(
      Effect.gen(function* () {
        expect(
          yield* ticksAt(pendingTransactionsPollSchedule, [0, 29_999, 30_000, 90_000]),
        ).toEqual([1, 1, 2, 4])
      }),
    ))
})
