import { Duration, Effect, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import type { FoyerEvent } from "../events/Events"
import { analyticsFlushInterval, limits } from "../Schedules"
import { memoryBackend } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import { makeTestTelemetry, testBatchUrl } from "./telemetryTestSetup"

const start = 1_700_000_000_000
const run = (effect: Effect.Effect<void, never, Scope.Scope | TestClock.TestClock>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(start)
      yield* effect
    }).pipe(Effect.scoped, Effect.provide(TestClock.layer())),
  )

const address = "0x90F79bf6EB2c4f870365E785982E1f101E93b906"
const connected: FoyerEvent = { type: "CONNECT_SUCCESS", connectorId: "foyer.test", address }
const opened: FoyerEvent = { type: "MODAL_OPEN", view: "Connect" }
const names = (events: ReadonlyArray<{ readonly props: { readonly event: string } }>) =>
  events.map((event) => event.props.event)

describe("telemetry: usage events (spec 7)", () => {
  it("every event of the kit's bus is kept as a usage event until the flush", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ address: () => address })
        yield* t.events.emit(opened)
        yield* TestClock.adjust(Duration.millis(5))
        yield* t.events.emit(connected)
        const pending = yield* t.telemetry.pending
        expect(pending.map(({ eventId, ...rest }) => rest)).toEqual([
          {
            url: "https://dapp.example/",
            domain: "dapp.example",
            timestamp: start,
            props: { type: "track", event: "MODAL_OPEN", address, properties: { view: "Connect" } },
          },
          {
            url: "https://dapp.example/",
            domain: "dapp.example",
            timestamp: start + 5,
            props: {
              type: "track",
              event: "CONNECT_SUCCESS",
              address,
              properties: { connectorId: "foyer.test", address },
            },
          },
        ])
        expect(pending[0]?.eventId).not.toBe(pending[1]?.eventId)
        expect(t.sent.beacons).toEqual([])
      }),
    ))

  it("pending events are flushed every 10 s as one batch by beacon to /batch", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        yield* t.events.emit(opened)
        yield* t.events.emit(connected)
        const pending = yield* t.telemetry.pending
        yield* TestClock.adjust(Duration.subtract(analyticsFlushInterval, Duration.millis(1)))
        expect(t.sent.beacons).toEqual([])
        yield* TestClock.adjust(Duration.millis(1))
        expect(t.sent.beacons).toEqual([{ url: testBatchUrl, events: pending }])
        expect(yield* t.telemetry.pending).toEqual([])
        // The next batch holds only what came after.
        yield* t.events.emit({ type: "MODAL_CLOSE" })
        yield* TestClock.adjust(analyticsFlushInterval)
        expect(t.sent.beacons.map((beacon) => names(beacon.events))).toEqual([
          ["MODAL_OPEN", "CONNECT_SUCCESS"],
          ["MODAL_CLOSE"],
        ])
      }),
    ))

  it("nothing is sent when nothing is pending", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        yield* TestClock.adjust(Duration.times(analyticsFlushInterval, 6))
        yield* t.telemetry.flush
        t.hide()
        expect(t.sent).toEqual({ beacons: [], apiBatches: [], errorReports: [] })
      }),
    ))

  it("pending events are flushed at once when they exceed 45 KB", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        // About 1 KB each: the 45 KB limit is crossed by the 45th or so.
        const big: FoyerEvent = { type: "SWITCH_NETWORK", caipNetworkId: "x".repeat(1_000) }
        let emitted = 0
        while (t.sent.beacons.length === 0) {
          const before = JSON.stringify(yield* t.telemetry.pending)
          expect(new TextEncoder().encode(before).byteLength).toBeLessThanOrEqual(
            limits.analyticsMaxPendingBytes,
          )
          yield* t.events.emit(big)
          emitted++
        }
        // No time passed: the size alone sent them, every one in one batch above 45 KB.
        const [batch] = t.sent.beacons
        expect(batch?.events.length).toBe(emitted)
        expect(new TextEncoder().encode(JSON.stringify(batch?.events)).byteLength).toBeGreaterThan(
          45 * 1024,
        )
        expect(yield* t.telemetry.pending).toEqual([])
      }),
    ))

  it("pending events are flushed by beacon when the page is hidden", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        yield* t.events.emit(connected)
        t.hide()
        expect(t.sent.beacons.map((beacon) => names(beacon.events))).toEqual([["CONNECT_SUCCESS"]])
        expect(t.sent.beacons[0]?.url).toBe(testBatchUrl)
      }),
    ))

  it("without a beacon (Node) the batch goes through the provider API", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ beacon: false })
        yield* t.events.emit(connected)
        yield* TestClock.adjust(analyticsFlushInterval)
        expect(t.sent.apiBatches.map(names)).toEqual([["CONNECT_SUCCESS"]])
      }),
    ))
})

describe("telemetry: a failed flush marks a FORBIDDEN flag for the page session (spec 7)", () => {
  it("a refused beacon marks FORBIDDEN: nothing more is kept or sent in this session", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ beacon: () => false })
        yield* t.events.emit(opened)
        t.hide()
        expect(t.sent.beacons).toHaveLength(1)
        expect(yield* t.telemetry.active).toBe(false)
        yield* t.events.emit(connected)
        expect(yield* t.telemetry.pending).toEqual([])
        t.hide()
        yield* TestClock.adjust(analyticsFlushInterval)
        yield* t.telemetry.reportError(new Error("boom"))
        expect(t.sent.beacons).toHaveLength(1)
        expect(t.sent.errorReports).toEqual([])
      }),
    ))

  it("a failed provider API batch marks FORBIDDEN too", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ beacon: false, apiFails: true })
        yield* t.events.emit(opened)
        yield* TestClock.adjust(analyticsFlushInterval)
        expect(yield* t.telemetry.active).toBe(false)
        yield* t.events.emit(connected)
        expect(yield* t.telemetry.pending).toEqual([])
      }),
    ))

  it("the flag is not kept in the page's storage: the next page load (a new kit) sends again", () =>
    run(
      Effect.gen(function* () {
        // One browser's storage, shared by two page loads of the same visitor.
        const backend = memoryBackend()
        const refused = yield* makeTestTelemetry({ backend, beacon: () => false })
        yield* refused.events.emit(opened)
        refused.hide()
        expect(yield* refused.telemetry.active).toBe(false)
        expect(backend.getItem(StorageKeys.analyticsForbidden.name)).toBe(null)

        const reloaded = yield* makeTestTelemetry({ backend })
        expect(yield* reloaded.telemetry.active).toBe(true)
        yield* reloaded.events.emit(connected)
        reloaded.hide()
        expect(reloaded.sent.beacons.map((beacon) => names(beacon.events))).toEqual([
          ["CONNECT_SUCCESS"],
        ])
      }),
    ))

  it("a FORBIDDEN item an earlier version left in local storage is dropped and silences nothing", () =>
    run(
      Effect.gen(function* () {
        const backend = memoryBackend()
        backend.setItem(StorageKeys.analyticsForbidden.name, "true")
        const t = yield* makeTestTelemetry({ backend })
        expect(backend.getItem(StorageKeys.analyticsForbidden.name)).toBe(null)
        yield* t.events.emit(connected)
        t.hide()
        expect(yield* t.telemetry.active).toBe(true)
        expect(t.sent.beacons.map((beacon) => names(beacon.events))).toEqual([["CONNECT_SUCCESS"]])
      }),
    ))
})

describe("telemetry: the consent gate (GDPR)", () => {
  it("without consent nothing is kept or sent", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ consent: false })
        yield* t.events.emit(connected)
        expect(yield* t.telemetry.pending).toEqual([])
        t.hide()
        yield* TestClock.adjust(analyticsFlushInterval)
        yield* t.telemetry.reportError(new Error("boom"))
        expect(t.sent).toEqual({ beacons: [], apiBatches: [], errorReports: [] })
      }),
    ))

  it("consent given by the config: events are kept and sent", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ consent: true })
        yield* t.events.emit(connected)
        t.hide()
        expect(t.sent.beacons.map((beacon) => names(beacon.events))).toEqual([["CONNECT_SUCCESS"]])
      }),
    ))

  it("consent given by the call: only what comes after it is kept", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ consent: false })
        yield* t.events.emit(opened)
        yield* t.telemetry.setConsent(true)
        yield* t.events.emit(connected)
        t.hide()
        expect(t.sent.beacons.map((beacon) => names(beacon.events))).toEqual([["CONNECT_SUCCESS"]])
      }),
    ))

  it("withdrawing consent drops the pending events", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ consent: true })
        yield* t.events.emit(connected)
        yield* t.telemetry.setConsent(false)
        expect(yield* t.telemetry.pending).toEqual([])
        yield* t.telemetry.setConsent(true)
        t.hide()
        yield* TestClock.adjust(analyticsFlushInterval)
        expect(t.sent.beacons).toEqual([])
      }),
    ))

  it("with the analytics feature off nothing is kept or sent, consent or not, and nothing listens", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry({ enabled: false, consent: true })
        yield* t.events.emit(connected)
        expect(yield* t.telemetry.pending).toEqual([])
        expect(t.hideListeners.size).toBe(0)
        yield* t.telemetry.reportError(new Error("boom"))
        yield* TestClock.adjust(analyticsFlushInterval)
        expect(t.sent).toEqual({ beacons: [], apiBatches: [], errorReports: [] })
      }),
    ))

  it("closing the scope (kit disposed) stops the listeners and the flush fiber", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const t = yield* Effect.scoped(makeTestTelemetry())
        expect(t.hideListeners.size).toBe(0)
        yield* t.events.emit(connected)
        expect(yield* t.telemetry.pending).toEqual([])
        yield* TestClock.adjust(analyticsFlushInterval)
        expect(t.sent.beacons).toEqual([])
      }).pipe(Effect.provide(TestClock.layer())),
    ))
})

describe("telemetry: error reports (spec 7, 8, 9)", () => {
  it("an error report goes to the analytics host with its category, message and stack", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        const error = new Error("Network not found")
        yield* t.telemetry.reportError(error, "API_ERROR")
        expect(t.sent.errorReports.map(({ eventId, ...rest }) => rest)).toEqual([
          {
            url: "https://dapp.example/",
            domain: "dapp.example",
            timestamp: start,
            props: {
              type: "error",
              event: "ERROR",
              properties: {
                errorType: "API_ERROR",
                errorMessage: "Network not found",
                stackTrace: error.stack,
                timestamp: start,
              },
            },
          },
        ])
      }),
    ))

  it("at most 5 error reports are sent per 60 s; the window slides", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        for (let i = 1; i <= 7; i++) yield* t.telemetry.reportError(new Error(`error ${i}`))
        expect(t.sent.errorReports.map((r) => r.props.properties.errorMessage)).toEqual([
          "error 1",
          "error 2",
          "error 3",
          "error 4",
          "error 5",
        ])
        yield* TestClock.adjust(Duration.millis(59_999))
        yield* t.telemetry.reportError(new Error("error 8"))
        expect(t.sent.errorReports).toHaveLength(5)
        yield* TestClock.adjust(Duration.millis(1))
        yield* t.telemetry.reportError(new Error("error 9"))
        expect(t.sent.errorReports.map((r) => r.props.properties.errorMessage).at(-1)).toBe(
          "error 9",
        )
        expect(t.sent.errorReports).toHaveLength(6)
      }),
    ))
})
