import type { AnalyticsEvent } from "../api/generated/schemas"

/** The usage events waiting for the next flush, and the size of their batch. */
export interface PendingEvents {
  readonly events: ReadonlyArray<AnalyticsEvent>
  /** UTF-8 bytes of `JSON.stringify(events)`: what the batch weighs on the wire. */
  readonly bytes: number
}

/** No event waiting: `[]` weighs 2 bytes but is never sent. */
export const emptyPending: PendingEvents = { events: [], bytes: 2 }

const encoder = new TextEncoder()

/** UTF-8 bytes of a string (a JSON text's size on the wire). */
export const utf8Bytes = (text: string): number => encoder.encode(text).byteLength

/**
 * `pending` with `event` appended. The size is kept without serialising the whole batch again:
 * an array's JSON is its items' JSON joined by commas inside two brackets.
 */
export const addPending = (pending: PendingEvents, event: AnalyticsEvent): PendingEvents => ({
  events: [...pending.events, event],
  bytes: pending.bytes + utf8Bytes(JSON.stringify(event)) + (pending.events.length > 0 ? 1 : 0),
})
