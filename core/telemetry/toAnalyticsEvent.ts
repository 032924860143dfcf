import type { AnalyticsEvent, ErrorReport } from "../api/generated/schemas"
import { categorize, type ErrorCategory } from "../errors/CategorizedError"
import type { FoyerEvent } from "../events/Events"
import type { PageLocation } from "./TelemetryPage"

/** What a usage event or error report carries beside its content. */
export interface EventStamp {
  readonly eventId: string
  readonly page: PageLocation
  /** Milliseconds since the epoch. */
  readonly timestamp: number
}

/**
 * A kit event as a usage event (spec 3, 7): a `track` event named by the event's type, with
 * the connected address when there is one and the event's payload as its properties.
 */
export const toAnalyticsEvent = (
  event: FoyerEvent,
  stamp: EventStamp,
  address: string | undefined,
): AnalyticsEvent => {
  const { type, ...properties } = event
  return {
    eventId: stamp.eventId,
    url: stamp.page.url,
    domain: stamp.page.domain,
    timestamp: stamp.timestamp,
    props: {
      type: "track",
      event: type,
      ...(address === undefined ? {} : { address }),
      properties,
    },
  }
}

/** The event name of every error report. */
export const errorReportEvent = "ERROR"

/**
 * An error as an error report (spec 3, 8): its category as `errorType` (internal SDK error
 * unless given), its message, and its stack when it has one.
 */
export const toErrorReport = (
  error: unknown,
  category: ErrorCategory | undefined,
  stamp: EventStamp,
): ErrorReport => {
  const categorized = categorize(error, category)
  const original = categorized.originalError
  const stackTrace = original instanceof Error ? original.stack : undefined
  return {
    eventId: stamp.eventId,
    url: stamp.page.url,
    domain: stamp.page.domain,
    timestamp: stamp.timestamp,
    props: {
      type: "error",
      event: errorReportEvent,
      properties: {
        errorType: categorized.category,
        errorMessage: categorized.message,
        ...(stackTrace === undefined ? {} : { stackTrace }),
        timestamp: stamp.timestamp,
      },
    },
  }
}
