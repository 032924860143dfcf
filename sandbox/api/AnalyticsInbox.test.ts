import { describe, expect, it } from "vitest"
import type { AnalyticsEvent, ErrorReport } from "../../core/api/generated/schemas"
import { analyticsInboxCapacity, makeAnalyticsInbox } from "./AnalyticsInbox"

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
