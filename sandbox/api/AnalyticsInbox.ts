import type { AnalyticsEvent, ErrorReport } from "../../core/api/generated/schemas"

/**
 * How many error reports, and separately how many analytics events, the inbox keeps: the
 * most recent ones. A sandbox left running under a chatty dApp would otherwise grow without
 * bound; tests read what they just caused, which is always among the most recent.
 */
export const analyticsInboxCapacity = 1_000

/** What the sandbox's analytics endpoints have received, oldest first. */
export interface ReceivedAnalytics {
  /** Bodies of `POST /e` (the most recent `analyticsInboxCapacity`). */
  readonly errorReports: ReadonlyArray<ErrorReport>
  /** The events of every `POST /batch`, flattened in arrival order (the most recent `analyticsInboxCapacity`). */
  readonly events: ReadonlyArray<AnalyticsEvent>
}

/** The in-memory store behind the analytics endpoints. */
export interface AnalyticsInbox {
  readonly addErrorReport: (report: ErrorReport) => void
  readonly addEvents: (events: ReadonlyArray<AnalyticsEvent>) => void
  /** A snapshot of what was received since the start or the last clear, within the capacity. */
  readonly received: () => ReceivedAnalytics
  readonly clear: () => void
}

/** `kept` followed by `added`, cut to the last `analyticsInboxCapacity` entries. */
const keepRecent = <T>(kept: ReadonlyArray<T>, added: ReadonlyArray<T>): T[] =>
  // concat rather than push(...added): spreading a batch of many thousand events as call
  // arguments overflows the stack.
  kept.concat(added).slice(-analyticsInboxCapacity)

/** Makes an empty analytics inbox. */
export const makeAnalyticsInbox = (): AnalyticsInbox => {
  let errorReports: ReadonlyArray<ErrorReport> = []
  let events: ReadonlyArray<AnalyticsEvent> = []
  return {
    addErrorReport: (report) => {
      errorReports = keepRecent(errorReports, [report])
    },
    addEvents: (batch) => {
      events = keepRecent(events, batch)
    },
    received: () => ({ errorReports: [...errorReports], events: [...events] }),
    clear: () => {
      errorReports = []
      events = []
    },
  }
}
