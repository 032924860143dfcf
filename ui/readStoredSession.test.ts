// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"
import { readStoredSession } from "./readStoredSession"

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe("readStoredSession", () => {
  it('is true only when "@foyer/connection_status" holds "connected" (spec 3)', () => {
    expect(readStoredSession()).toBe(false)
    localStorage.setItem("@foyer/connection_status", JSON.stringify("disconnected"))
    expect(readStoredSession()).toBe(false)
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    expect(readStoredSession()).toBe(true)
  })

  it("is false where storage is blocked (privacy settings, sandboxed frame)", () => {
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    // As in a browser that blocks storage: reading window.localStorage throws.
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    expect(readStoredSession()).toBe(false)
  })
})
