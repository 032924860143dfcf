import { Duration, Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { decideErrorReport, isBrowser, makeErrorReportLimiter } from "./decideErrorReport"

const now = 1_700_000_000_000

describe("error report rate limit", () => {
  it("error reports are dropped when reporting is disabled", () => {
    expect(decideErrorReport({ enabled: false, inBrowser: true, sent: [], now })).toEqual({
      _tag: "Drop",
      reason: "disabled",
      sent: [],
    })
  })

  it("error reports are dropped outside a browser", () => {
    expect(decideErrorReport({ enabled: true, inBrowser: false, sent: [], now })).toEqual({
      _tag: "Drop",
      reason: "notBrowser",
      sent: [],
    })
  })

  it("outside a browser means no window (the Node test environment)", () => {
    expect(isBrowser()).toBe(false)
  })

  it("error reports are dropped when 5 or more were sent in the last 60 seconds", () => {
    const sent = [now - 59_999, now - 40_000, now - 30_000, now - 20_000, now - 1]
    expect(decideErrorReport({ enabled: true, inBrowser: true, sent, now })).toEqual({
      _tag: "Drop",
      reason: "rateLimited",
      sent,
    })
  })

  it("an error report is sent when 4 were sent in the last 60 seconds", () => {
    const sent = [now - 60_000, now - 40_000, now - 30_000, now - 20_000, now - 1]
    expect(decideErrorReport({ enabled: true, inBrowser: true, sent, now })).toEqual({
      _tag: "Send",
      sent: [now - 40_000, now - 30_000, now - 20_000, now - 1, now],
    })
  })

  it("error report limiter: the 6th report within 60 s is dropped; it sends again once the window slides", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const limiter = yield* makeErrorReportLimiter({ enabled: true, inBrowser: () => true })
        const tags: string[] = []
        for (let i = 0; i < 5; i++) {
          tags.push((yield* limiter.decide)._tag)
          yield* TestClock.adjust(Duration.seconds(10))
        }
        // t = 50 s: five sent at 0, 10, 20, 30, 40 s.
        tags.push((yield* limiter.decide)._tag)
        yield* TestClock.adjust(Duration.millis(9_999))
        // t = 59.999 s: the report at 0 s is still inside the window.
        tags.push((yield* limiter.decide)._tag)
        yield* TestClock.adjust(Duration.millis(1))
        // t = 60 s: the report at 0 s has left the window.
        tags.push((yield* limiter.decide)._tag)
        tags.push((yield* limiter.decide)._tag)
        expect(tags).toEqual([
          "Send",
          "Send",
          "Send",
          "Send",
          "Send",
          "Drop",
          "Drop",
          "Send",
          "Drop",
        ])
      }).pipe(Effect.provide(TestClock.layer())),
    ))

  it("error report limiter: disabled reporting never sends", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const limiter = yield* makeErrorReportLimiter({ enabled: false, inBrowser: () => true })
        expect(yield* limiter.decide).toEqual({ _tag: "Drop", reason: "disabled", sent: [] })
      }).pipe(Effect.provide(TestClock.layer())),
    ))

  it("error report limiter: outside a browser by default (no window) never sends", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const limiter = yield* makeErrorReportLimiter({ enabled: true })
        expect(yield* limiter.decide).toEqual({ _tag: "Drop", reason: "notBrowser", sent: [] })
      }).pipe(Effect.provide(TestClock.layer())),
    ))
})
