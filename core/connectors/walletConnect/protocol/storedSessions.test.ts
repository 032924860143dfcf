import { describe, expect, it } from "vitest"
import { settledSessionFixture } from "./settledSessionFixture"
import { restoredSessions } from "./storedSessions"

const session = settledSessionFixture(2_000)

describe("restoredSessions", () => {
  it("gives back what was saved, as JSON (localStorage) keeps it", () => {
    expect(restoredSessions(JSON.parse(JSON.stringify([session])), 1_000_000)).toEqual([session])
  })

  it("leaves out a session that has expired", () => {
    expect(restoredSessions([session], 2_000_000)).toEqual([])
  })

  it("leaves out what does not decode (a missing key, a key that is not 32 bytes of hex) and keeps the rest", () => {
    const { symKey: _, ...withoutKey } = session
    const shortKey = { ...session, symKey: "abcd" }
    expect(restoredSessions([withoutKey, shortKey, session], 0)).toEqual([session])
  })

  it("nothing saved, or not a list: no session", () => {
    expect(restoredSessions(undefined, 0)).toEqual([])
    expect(restoredSessions({ topic: session.topic }, 0)).toEqual([])
  })
})
