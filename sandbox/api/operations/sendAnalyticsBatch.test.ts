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
