import { describe, expect, it } from "vitest"
import type { AnalyticsEvent, ErrorReport } from "../../core/api/generated/schemas"
import {
  analyticsEntryMaxBytes,
  analyticsInboxCapacity,
  analyticsInboxMaxBytes,
  makeAnalyticsInbox,
} from "./AnalyticsInbox"

const event = (n: number): AnalyticsEvent => ({
  eventId: `a-${n}`,
  url: "https://dapp.example/",
  domain: "dapp.example",
  timestamp: n,
  props: { type: "track", event: "SEND_INITIATED", properties: {} },
})

const report = (n: number): ErrorReport => ({
  eventId: `e-${n}`,
  url: "https://dapp.example/",
  domain: "dapp.example",
  timestamp: n,
  props: {
    type: "error",
    event: "ERROR",
    properties: { errorType: "TypeError", errorMessage: `boom ${n}`, timestamp: n },
  },
})

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from }, (_, i) => from + i)

describe("the analytics inbox", () => {
  it("keeps what it received, oldest first, until cleared", () => {
    const inbox = makeAnalyticsInbox()
    inbox.addErrorReport(report(1))
    inbox.addEvents([event(1), event(2)])
    inbox.addEvents([event(3)])
    expect(inbox.received()).toEqual({
      errorReports: [report(1)],
      events: [event(1), event(2), event(3)],
    })
    inbox.clear()
    expect(inbox.received()).toEqual({ errorReports: [], events: [] })
  })

  it("keeps only the most recent analyticsInboxCapacity error reports and events", () => {
    expect(analyticsInboxCapacity).toBe(1_000)
    const inbox = makeAnalyticsInbox()
    const overflow = 5
    for (const n of range(0, analyticsInboxCapacity + overflow)) inbox.addErrorReport(report(n))
    inbox.addEvents(range(0, analyticsInboxCapacity - 1).map(event))
    inbox.addEvents(range(analyticsInboxCapacity - 1, analyticsInboxCapacity + overflow).map(event))
    const received = inbox.received()
    expect(received.errorReports.map((r) => r.eventId)).toEqual(
      range(overflow, analyticsInboxCapacity + overflow).map((n) => `e-${n}`),
    )
    expect(received.events.map((e) => e.eventId)).toEqual(
      range(overflow, analyticsInboxCapacity + overflow).map((n) => `a-${n}`),
    )
  })

  it("a batch larger than the capacity keeps its own last events", () => {
    const inbox = makeAnalyticsInbox()
    inbox.addEvents([event(-1)])
    inbox.addEvents(range(0, 3 * analyticsInboxCapacity).map(event))
    expect(inbox.received().events.map((e) => e.timestamp)).toEqual(
      range(2 * analyticsInboxCapacity, 3 * analyticsInboxCapacity),
    )
  })
})

/** An event whose JSON is `bytes` long, give or take the other fields' few bytes. */
const sizedEvent = (n: number, bytes: number): AnalyticsEvent => {
  const base = event(n)
  const padding = bytes - Buffer.byteLength(JSON.stringify(base)) - '"padding":""'.length
  return { ...base, props: { ...base.props, properties: { padding: "p".repeat(padding) } } }
}

describe("byte bounds (issue 30, M4: 60 events of 9 MB grew the sandbox by 524 MB)", () => {
  it("an event or error report over analyticsEntryMaxBytes is refused, and nothing of its batch is kept", () => {
    expect(analyticsEntryMaxBytes).toBe(65_536)
    const inbox = makeAnalyticsInbox()
    const largest = sizedEvent(1, analyticsEntryMaxBytes)
    expect(Buffer.byteLength(JSON.stringify(largest))).toBe(analyticsEntryMaxBytes)
    expect(inbox.addEvents([largest])).toEqual({ _tag: "Kept" })
    const over = sizedEvent(2, analyticsEntryMaxBytes + 1)
    expect(inbox.addEvents([event(3), over])).toEqual({
      _tag: "TooLarge",
      index: 1,
      bytes: analyticsEntryMaxBytes + 1,
    })
    const hugeReport = {
      ...report(4),
      props: {
        ...report(4).props,
        properties: { ...report(4).props.properties, stackTrace: "s".repeat(9_000_000) },
      },
    }
    expect(inbox.addErrorReport(hugeReport)).toMatchObject({ _tag: "TooLarge", index: 0 })
    expect(inbox.received()).toEqual({ errorReports: [], events: [largest] })
    expect(inbox.storedBytes()).toEqual({ errorReports: 0, events: analyticsEntryMaxBytes })
  })

  it("each kind keeps at most analyticsInboxMaxBytes, the oldest going first", () => {
    expect(analyticsInboxMaxBytes).toBe(8 * 1_048_576)
    const inbox = makeAnalyticsInbox({ maxStoredBytes: 10_000 })
    const batch = range(0, 10).map((n) => sizedEvent(n, 3_000))
    expect(inbox.addEvents(batch)).toEqual({ _tag: "Kept" })
    expect(inbox.received().events).toEqual(batch.slice(-3))
    expect(inbox.storedBytes().events).toBe(9_000)
  })

  it("full of the largest entries, each kind stays within its bound in bytes", () => {
    const inbox = makeAnalyticsInbox()
    const largest = sizedEvent(0, analyticsEntryMaxBytes)
    for (const _ of range(0, 2 * analyticsInboxCapacity)) inbox.addEvents([largest])
    expect(inbox.storedBytes().events).toBeLessThanOrEqual(analyticsInboxMaxBytes)
    expect(inbox.received().events).toHaveLength(
      Math.floor(analyticsInboxMaxBytes / analyticsEntryMaxBytes),
    )
  })
})
