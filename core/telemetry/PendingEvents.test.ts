import { describe, expect, it } from "vitest"
import type { AnalyticsEvent } from "../api/generated/schemas"
import { addPending, emptyPending, utf8Bytes } from "./PendingEvents"

const event = (name: string, note: string): AnalyticsEvent => ({
  eventId: "00000000-0000-4000-8000-000000000000",
  url: "https://dapp.example/",
  domain: "dapp.example",
  timestamp: 1_700_000_000_000,
  props: { type: "track", event: name, properties: { note } },
})

describe("pending analytics events", () => {
  it("the pending size is the UTF-8 byte length of the batch's JSON (spec 7: flush above 45 KB)", () => {
    const events = [event("MODAL_OPEN", "plain"), event("CONNECT_SUCCESS", "naïve ✓ 🦊")]
    const pending = events.reduce(addPending, emptyPending)
    expect(pending.events).toEqual(events)
    expect(pending.bytes).toBe(new TextEncoder().encode(JSON.stringify(events)).byteLength)
    // Multi-byte characters count as their bytes, not as UTF-16 units.
    expect(pending.bytes).toBeGreaterThan(JSON.stringify(events).length)
  })

  it("one event weighs its JSON plus the brackets", () => {
    const one = event("MODAL_CLOSE", "")
    expect(addPending(emptyPending, one).bytes).toBe(utf8Bytes(JSON.stringify(one)) + 2)
  })
})
