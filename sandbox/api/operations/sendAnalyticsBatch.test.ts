import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AnalyticsEvent } from "../../../core/api/generated/schemas"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"

const projectId = "beacon-test"
let api: SandboxApi

beforeAll(async () => {
  api = await startSandboxApi({ devnets: [], projectId, log: () => undefined })
})
afterAll(async () => {
  await api?.stop()
})

const event = (name: string): AnalyticsEvent => ({
  eventId: "3f2b8c1e-5d4a-4b6c-8e9f-0a1b2c3d4e5f",
  url: "http://127.0.0.1/",
  domain: "127.0.0.1",
  timestamp: 1_700_000_000_000,
  props: { type: "track", event: name, properties: {} },
})

describe("POST /batch as a browser's beacon sends it", () => {
  it("a text/plain JSON body (what sendBeacon sends for a string) is accepted and kept", async () => {
    api.analytics()
    const before = api.analytics().events.length
    const batch = [event("MODAL_OPEN"), event("CONNECT_SUCCESS")]
    const answer = await fetch(`${api.url}/batch?projectId=${projectId}&st=foyer&sv=test`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify(batch),
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get("access-control-allow-origin")).toBe("*")
    expect(api.analytics().events.slice(before)).toEqual(batch)
  })

  it("a text/plain body that is not a batch is refused", async () => {
    const answer = await fetch(`${api.url}/batch?projectId=${projectId}&st=foyer&sv=test`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: "hello",
    })
    expect(answer.status).toBe(400)
  })
})

describe("analytics bodies over the sandbox's bound (issue 30, M4)", () => {
  it("a batch with an event over 64 KiB is a 413 naming it, and nothing of it is kept", async () => {
    const before = api.analytics()
    const huge = { ...event("HUGE"), url: `http://127.0.0.1/${"x".repeat(9_000_000)}` }
    const bytes = Buffer.byteLength(JSON.stringify(huge))
    const answer = await fetch(`${api.url}/batch?projectId=${projectId}&st=foyer&sv=test`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([event("SMALL"), huge]),
    })
    expect({ status: answer.status, body: await answer.json() }).toEqual({
      status: 413,
      body: {
        status: "FAILED",
        reasons: [
          {
            field: "body[1]",
            description: `An analytics event is ${bytes} bytes; the sandbox keeps them up to 65536 bytes`,
          },
        ],
      },
    })
    expect(api.analytics()).toEqual(before)
  })

  it("an error report over 64 KiB is a 413, and is not kept", async () => {
    const before = api.analytics()
    const report = {
      eventId: "3f2b8c1e-5d4a-4b6c-8e9f-0a1b2c3d4e5f",
      url: "http://127.0.0.1/",
      domain: "127.0.0.1",
      timestamp: 1_700_000_000_000,
      props: {
        type: "error",
        event: "ERROR",
        properties: {
          errorType: "TypeError",
          errorMessage: "boom",
          stackTrace: "s".repeat(100_000),
          timestamp: 1_700_000_000_000,
        },
      },
    }
    const answer = await fetch(`${api.url}/e?projectId=${projectId}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(report),
    })
    expect({ status: answer.status, body: await answer.json() }).toEqual({
      status: 413,
      body: {
        status: "FAILED",
        reasons: [
          {
            field: "body",
            description: `An error report is ${Buffer.byteLength(JSON.stringify(report))} bytes; the sandbox keeps them up to 65536 bytes`,
          },
        ],
      },
    })
    expect(api.analytics()).toEqual(before)
  })
})
