import type { AnalyticsEvent, ErrorReport } from "../../core/api/generated/schemas"

/** What the sandbox's analytics endpoints have received, oldest first. */
export interface ReceivedAnalytics {
  /** Bodies of `POST /e`. */
  readonly errorReports: ReadonlyArray<ErrorReport>
  /** The events of every `POST /batch`, flattened in arrival order. */
  readonly events: ReadonlyArray<AnalyticsEvent>
}

/** The in-memory store behind the analytics endpoints. */
export interface AnalyticsInbox {
  readonly addErrorReport: (report: ErrorReport) => void
  readonly addEvents: (events: ReadonlyArray<AnalyticsEvent>) => void
  /** A snapshot of everything received since the start or the last clear. */
  readonly received: () => ReceivedAnalytics
  readonly clear: () => void
}

/** Makes an empty analytics inbox. */
export const makeAnalyticsInbox = (): AnalyticsInbox => {
  let errorReports: ErrorReport[] = []
  let events: AnalyticsEvent[] = []
  return {
    addErrorReport: (report) => {
      errorReports.push(report)
    },
    addEvents: (batch) => {
      events.push(...batch)
    },
    received: () => ({ errorReports: [...errorReports], events: [...events] }),
    clear: () => {
      errorReports = []
      events = []
    },
  }
}
