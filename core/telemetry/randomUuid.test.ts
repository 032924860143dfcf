import { describe, expect, it } from "vitest"
import { randomUuid } from "./randomUuid"

describe("event ids", () => {
  it("an event id is a random version 4 UUID", () => {
    const ids = Array.from({ length: 50 }, randomUuid)
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
    expect(new Set(ids).size).toBe(ids.length)
  })
})
