import { Effect, type Scope } from "effect"
import { ApiNetworkError } from "../api/ApiErrors"
import type { AnalyticsEvent, ErrorReport } from "../api/generated/schemas"
import { makeEvents } from "../events/Events"
import { makeStorage, memoryBackend, type StorageBackend } from "../storage/Storage"
import { makeTelemetry, type TelemetryOptions } from "./Telemetry"
import type { TelemetryPage } from "./TelemetryPage"

/** The batch URL the test telemetry beacons to. */
export const testBatchUrl = "http://127.0.0.1:4001/batch?projectId=p&st=foyer&sv=test"

/** What a test page and API saw: beacons (URL and parsed body), API batches and error reports. */
export interface TelemetrySent {
  readonly beacons: Array<{ readonly url: string; readonly events: ReadonlyArray<AnalyticsEvent> }>
  readonly apiBatches: Array<ReadonlyArray<AnalyticsEvent>>
  readonly errorReports: Array<ErrorReport>
}

/** How the test page and API behave. */
export interface TelemetryTestOptions extends Partial<Omit<TelemetryOptions, "page">> {
  /** Whether the page has a beacon (default true), and what it answers (default true). */
  readonly beacon?: false | (() => boolean)
  /** Whether the fallback API call fails. */
  readonly apiFails?: boolean
  readonly backend?: StorageBackend
}

/**
 * Telemetry on a test page (fixed location, a recording beacon, page hide on demand, a
 * browser) and a recording provider API; feature on, consent as given (default granted).
 */
export const makeTestTelemetry = (options: TelemetryTestOptions = {}) =>
  Effect.gen(function* () {
    const sent: TelemetrySent = { beacons: [], apiBatches: [], errorReports: [] }
    const hideListeners = new Set<() => void>()
    const beacon = options.beacon ?? (() => true)
    const page: TelemetryPage = {
      location: () => ({ url: "https://dapp.example/", domain: "dapp.example" }),
      sendBeacon:
        beacon === false
          ? undefined
          : (url, body) => {
              sent.beacons.push({ url, events: JSON.parse(body) })
              return beacon()
            },
      onHide: (listener) => {
        hideListeners.add(listener)
        return () => hideListeners.delete(listener)
      },
      inBrowser: () => true,
    }
    const events = options.events ?? makeEvents()
    const backend = options.backend ?? memoryBackend()
    const storage = makeStorage(backend)
    const telemetry = yield* makeTelemetry({
      enabled: options.enabled ?? true,
      consent: options.consent ?? true,
      batchUrl: testBatchUrl,
      events,
      storage,
      address: options.address ?? (() => undefined),
      api: {
        sendAnalyticsBatch: (batch) =>
          options.apiFails === true
            ? Effect.fail(new ApiNetworkError({ operationId: "sendAnalyticsBatch", cause: "down" }))
            : Effect.sync(() => void sent.apiBatches.push(batch)),
        sendErrorReport: (report) => Effect.sync(() => void sent.errorReports.push(report)),
      },
      page,
    })
    return {
      telemetry,
      events,
      storage,
      backend,
      sent,
      hide: () => {
        for (const listener of hideListeners) listener()
      },
      hideListeners,
    }
  }) satisfies Effect.Effect<unknown, never, Scope.Scope>
