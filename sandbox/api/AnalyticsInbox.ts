import type { AnalyticsEvent, ErrorReport } from "../../core/api/generated/schemas"

/**
 * How many error reports, and separately how many analytics events, the inbox keeps: the
 * most recent ones. A sandbox left running under a chatty dApp would otherwise grow without
 * bound; tests read what they just caused, which is always among the most recent.
 */
export const analyticsInboxCapacity = 1_000

/**
 * The largest event or error report the inbox takes, as JSON in UTF-8 bytes (64 KiB). The kit
 * sends its events when they pass 45 KB together (spec 7) and a report's stack trace is a few
 * kilobytes, while one request may carry 10 MiB: 60 events of 9 MB grew the sandbox by 524 MB.
 */
export const analyticsEntryMaxBytes = 65_536

/**
 * The bytes of JSON the inbox keeps of each kind (8 MiB of events, 8 MiB of error reports); the
 * oldest go first, as with the count.
 */
export const analyticsInboxMaxBytes = 8 * 1_048_576

/** What the inbox keeps, for tests that pass small ones (defaults: the constants above). */
export interface AnalyticsInboxLimits {
  readonly capacity: number
  readonly maxEntryBytes: number
  readonly maxStoredBytes: number
}

/** What the sandbox's analytics endpoints have received, oldest first. */
export interface ReceivedAnalytics {
  /** Bodies of `POST /e` (the most recent `analyticsInboxCapacity`). */
  readonly errorReports: ReadonlyArray<ErrorReport>
  /** The events of every `POST /batch`, flattened in arrival order (the most recent `analyticsInboxCapacity`). */
  readonly events: ReadonlyArray<AnalyticsEvent>
}

/**
 * Whether the inbox kept what it was given: all of it, or none because the entry at `index`
 * is `bytes` long, over the largest it takes.
 */
export type AnalyticsAdded =
  | { readonly _tag: "Kept" }
  | { readonly _tag: "TooLarge"; readonly index: number; readonly bytes: number }

/** The in-memory store behind the analytics endpoints. */
export interface AnalyticsInbox {
  readonly addErrorReport: (report: ErrorReport) => AnalyticsAdded
  /** Keeps the batch's events, or none of them when one is too large. */
  readonly addEvents: (events: ReadonlyArray<AnalyticsEvent>) => AnalyticsAdded
  /** A snapshot of what was received since the start or the last clear, within the bounds. */
  readonly received: () => ReceivedAnalytics
  /** The JSON bytes kept of each kind. */
  readonly storedBytes: () => { readonly errorReports: number; readonly events: number }
  readonly clear: () => void
}

/** The most recent entries of one kind, within a count and a number of bytes. */
const makeRecent = <T>(limits: AnalyticsInboxLimits) => {
  let entries: Array<{ readonly value: T; readonly bytes: number }> = []
  let bytes = 0
  return {
    add: (sized: ReadonlyArray<{ readonly value: T; readonly bytes: number }>) => {
      entries = entries.concat(sized)
      bytes += sized.reduce((sum, entry) => sum + entry.bytes, 0)
      // Cut from the front at once: a batch of thousands must not shift one at a time.
      let drop = Math.max(0, entries.length - limits.capacity)
      for (const entry of entries.slice(0, drop)) bytes -= entry.bytes
      while (bytes > limits.maxStoredBytes) bytes -= entries[drop++]?.bytes ?? 0
      entries = entries.slice(drop)
    },
    values: () => entries.map((entry) => entry.value),
    bytes: () => bytes,
    clear: () => {
      entries = []
      bytes = 0
    },
  }
}

/** Measures each entry; the first too large refuses them all. */
const measure = <T>(
  values: ReadonlyArray<T>,
  maxEntryBytes: number,
): ReadonlyArray<{ readonly value: T; readonly bytes: number }> | AnalyticsAdded => {
  const sized = values.map((value) => ({ value, bytes: Buffer.byteLength(JSON.stringify(value)) }))
  const index = sized.findIndex((entry) => entry.bytes > maxEntryBytes)
  return index < 0 ? sized : { _tag: "TooLarge", index, bytes: sized[index]?.bytes ?? 0 }
}

const kept: AnalyticsAdded = { _tag: "Kept" }

/** Makes an empty analytics inbox. */
export const makeAnalyticsInbox = (limits: Partial<AnalyticsInboxLimits> = {}): AnalyticsInbox => {
  const bounds: AnalyticsInboxLimits = {
    capacity: limits.capacity ?? analyticsInboxCapacity,
    maxEntryBytes: limits.maxEntryBytes ?? analyticsEntryMaxBytes,
    maxStoredBytes: limits.maxStoredBytes ?? analyticsInboxMaxBytes,
  }
  const errorReports = makeRecent<ErrorReport>(bounds)
  const events = makeRecent<AnalyticsEvent>(bounds)
  const addTo =
    <T>(recent: ReturnType<typeof makeRecent<T>>) =>
    (values: ReadonlyArray<T>): AnalyticsAdded => {
      const sized = measure(values, bounds.maxEntryBytes)
      if (!Array.isArray(sized)) return sized as AnalyticsAdded
      recent.add(sized)
      return kept
    }
  const addEvents = addTo(events)
  const addReport = addTo(errorReports)
  return {
    addErrorReport: (report) => addReport([report]),
    addEvents,
    received: () => ({ errorReports: errorReports.values(), events: events.values() }),
    storedBytes: () => ({ errorReports: errorReports.bytes(), events: events.bytes() }),
    clear: () => {
      errorReports.clear()
      events.clear()
    },
  }
}
