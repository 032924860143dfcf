import { Clock, Context, Effect, FiberSet, Layer, type Scope } from "effect"
import { Accounts } from "../accounts/Accounts"
import type { AnalyticsEvent } from "../api/generated/schemas"
import { ProviderApi, type ProviderApiShape } from "../api/ProviderApi"
import { sdkType, sdkVersion } from "../api/sdk"
import { KernelConfig } from "../config/KernelConfig"
import type { ErrorCategory } from "../errors/CategorizedError"
import { Events, type EventsShape, type FoyerEvent } from "../events/Events"
import { makeErrorReportLimiter } from "../limits/decideErrorReport"
import { analyticsFlushSchedule, limits } from "../Schedules"
import { Storage, type StorageShape } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import { analyticsBatchUrl } from "./analyticsBatchUrl"
import { addPending, emptyPending, type PendingEvents } from "./PendingEvents"
import { randomUuid } from "./randomUuid"
import { browserPage, type TelemetryPage } from "./TelemetryPage"
import { toAnalyticsEvent, toErrorReport } from "./toAnalyticsEvent"

/** Usage analytics and error reports (spec 7, 8, 9), gated by the feature and the visitor's consent. */
export interface TelemetryShape {
  /**
   * Records the host page's answer to the visitor's consent (GDPR). Until it is granted
   * nothing is kept or sent; withdrawing it drops the events still pending.
   */
  readonly setConsent: (granted: boolean) => Effect.Effect<void>
  /** Whether anything may be recorded and sent now: feature on, consent given, not FORBIDDEN. */
  readonly active: Effect.Effect<boolean>
  /** The usage events waiting for the next flush, oldest first. */
  readonly pending: Effect.Effect<ReadonlyArray<AnalyticsEvent>>
  /** Sends the pending events as one batch now; nothing when none is pending. */
  readonly flush: Effect.Effect<void>
  /**
   * Reports an error (spec 8; category internal SDK error unless given). Dropped when
   * telemetry is not active, outside a browser, or past 5 reports in 60 s (spec 9). The report
   * is sent in the background: the caller never waits for the analytics host.
   */
  readonly reportError: (error: unknown, category?: ErrorCategory) => Effect.Effect<void>
}

/** What telemetry is built from. */
export interface TelemetryOptions {
  /** The `analytics` feature (spec 6): off, nothing is recorded or sent whatever the consent. */
  readonly enabled: boolean
  /** Consent as configured (`analyticsConsent`); `setConsent` changes it at run time. */
  readonly consent: boolean
  /** The analytics service's `/batch` URL with its query (see `analyticsBatchUrl`). */
  readonly batchUrl: string
  /** The kit's event bus: every event on it becomes a usage event. */
  readonly events: EventsShape
  /** Sends error reports, and batches where the page has no beacon. */
  readonly api: Pick<ProviderApiShape, "sendAnalyticsBatch" | "sendErrorReport">
  /** The page's storage, where an earlier version kept the FORBIDDEN flag: its item is removed. */
  readonly storage: StorageShape
  /** The connected address, when there is one. */
  readonly address: () => string | undefined
  /** The page (location, beacon, page hide); the browser's by default. */
  readonly page?: TelemetryPage
}

/**
 * The kernel's telemetry (spec 7): every event of the kit's bus is kept as a usage event and
 * the pending batch is flushed every 10 s, at once when it weighs more than 45 KB, and when the
 * page is hidden, by beacon (the provider API where there is none). A failed flush sets the
 * FORBIDDEN flag for the page session: nothing more is sent until the page is loaded again (a
 * new kit). Nothing at all is kept or sent unless the
 * `analytics` feature is on and the host page granted consent.
 *
 * Needs a scope: its flush fiber and page listeners live until the scope closes.
 */
export const makeTelemetry = (
  options: TelemetryOptions,
): Effect.Effect<TelemetryShape, never, Scope.Scope> =>
  Effect.gen(function* () {
    const page = options.page ?? browserPage()
    const { storage, api } = options
    const clock = yield* Clock.Clock
    // Event listeners and page handlers are plain callbacks: what they start runs in the scope
    // telemetry was made in (the kit's, so disposing it interrupts a flush or a report on its
    // way), with the services telemetry was made with (its clock among them).
    const runFork = yield* FiberSet.makeRuntime<never>()
    const limiter = yield* makeErrorReportLimiter({
      enabled: options.enabled,
      inBrowser: page.inBrowser,
    })
    let consent = options.consent
    // Spec 7 only "marks a FORBIDDEN flag": it is kept in memory, for this page session. Kept in
    // local storage with no expiry, one refused beacon (a network blip) silenced telemetry on
    // every later visit (issue 35); the item an earlier version left there is dropped.
    let forbidden = false
    yield* storage.remove(StorageKeys.analyticsForbidden)
    let pending: PendingEvents = emptyPending
    const isActive = () => options.enabled && consent && !forbidden
    const stamp = () => ({
      eventId: randomUuid(),
      page: page.location(),
      timestamp: clock.currentTimeMillisUnsafe(),
    })

    const forbid = Effect.sync(() => {
      forbidden = true
      pending = emptyPending
    })
    const send = (batch: ReadonlyArray<AnalyticsEvent>): Effect.Effect<void> => {
      const beacon = page.sendBeacon
      if (beacon === undefined)
        return api.sendAnalyticsBatch(batch).pipe(Effect.catch(() => forbid))
      // The beacon must leave within the page-hide handler: it is called synchronously.
      return Effect.suspend(() =>
        beacon(options.batchUrl, JSON.stringify(batch)) ? Effect.void : forbid,
      )
    }
    const flush = Effect.suspend(() => {
      if (!isActive() || pending.events.length === 0) return Effect.void
      const batch = pending.events
      pending = emptyPending
      return send(batch)
    })

    const record = (event: FoyerEvent) => {
      if (!isActive()) return
      pending = addPending(pending, toAnalyticsEvent(event, stamp(), options.address()))
      if (pending.bytes > limits.analyticsMaxPendingBytes) runFork(flush)
    }

    // With the feature off there is nothing to listen to, and no fiber is started.
    if (options.enabled) {
      const unsubscribe = options.events.subscribe(record)
      const stopHide = page.onHide(() => runFork(flush))
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          unsubscribe()
          stopHide()
        }),
      )
      // The first flush is one interval after the start, like every later one.
      yield* Effect.forkScoped(Effect.schedule(flush, analyticsFlushSchedule))
    }

    return {
      setConsent: (granted) =>
        Effect.sync(() => {
          consent = granted
          if (!granted) pending = emptyPending
        }),
      active: Effect.sync(isActive),
      pending: Effect.sync(() => pending.events),
      flush,
      reportError: (error, category) =>
        Effect.gen(function* () {
          if (!isActive()) return
          const decision = yield* limiter.decide
          if (decision._tag === "Drop") return
          const report = toErrorReport(error, category, stamp())
          // A report that does not arrive is not reported again, nor does it stop the kit.
          runFork(Effect.ignore(api.sendErrorReport(report)))
        }),
    }
  })

/** The kit's telemetry as a service (spec 7, 8, 9). */
export class Telemetry extends Context.Service<Telemetry, TelemetryShape>()(
  "foyer-kit/telemetry/Telemetry",
) {
  /**
   * The kernel's telemetry, as configured (the `analytics` feature, `analyticsConsent`, the
   * analytics host): it listens from the start (the host page's events) but keeps and sends
   * nothing until the visitor consents. The address it reports is the current account's.
   */
  static readonly layer = (
    page?: TelemetryPage,
  ): Layer.Layer<Telemetry, never, KernelConfig | Events | ProviderApi | Storage | Accounts> =>
    Layer.effect(
      Telemetry,
      Effect.gen(function* () {
        const { config, features } = yield* KernelConfig
        const accounts = yield* Accounts
        return yield* makeTelemetry({
          enabled: features.analytics,
          consent: config.analyticsConsent,
          batchUrl: analyticsBatchUrl({
            analyticsUrl: config.endpoints.analyticsUrl,
            projectId: config.projectId,
            sdkType,
            sdkVersion,
          }),
          events: yield* Events,
          api: yield* ProviderApi,
          storage: yield* Storage,
          address: () => accounts.current.getSnapshot()?.address,
          ...(page === undefined ? {} : { page }),
        })
      }),
    )
}
