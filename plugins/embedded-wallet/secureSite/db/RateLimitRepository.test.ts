import { describe, expect, it } from "vitest"
import { makeRateLimitRepository, windowStart } from "./RateLimitRepository"
import { testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

const minute = 60_000

describe("RateLimitRepository", () => {
  const database = useTestDatabase()

  it("counts hits in the window that holds now, per key", async () => {
    const limits = makeRateLimitRepository(database())
    expect(await limits.hit("code:ada@x.io", minute, testEpoch)).toBe(1)
    expect(await limits.hit("code:ada@x.io", minute, testEpoch + minute - 1)).toBe(2)
    expect(await limits.hit("code:bob@x.io", minute, testEpoch + 5)).toBe(1)
  })

  it("starts a fresh count in the next window", async () => {
    const limits = makeRateLimitRepository(database())
    await limits.hit("k", minute, testEpoch)
    await limits.hit("k", minute, testEpoch + 1)
    expect(await limits.hit("k", minute, testEpoch + minute)).toBe(1)
  })

  it("counts concurrent hits each once (one INSERT ... ON CONFLICT DO UPDATE)", async () => {
    const limits = makeRateLimitRepository(database())
    const counts = await Promise.all(
      Array.from({ length: 5 }, () => limits.hit("k", minute, testEpoch)),
    )
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5])
  })

  it("sweeps windows that started before a time, and only those", async () => {
    const limits = makeRateLimitRepository(database())
    await limits.hit("k", minute, testEpoch)
    await limits.hit("k", minute, testEpoch + minute)
    expect(await limits.sweep(testEpoch + minute)).toBe(1)
    expect(await limits.hit("k", minute, testEpoch + minute)).toBe(2)
  })

  it("puts a time in the fixed window that holds it", () => {
    expect(windowStart(minute, testEpoch + 90_000)).toBe(testEpoch + minute)
  })

  it("refuses a window that is not a positive whole number of ms", async () => {
    const limits = makeRateLimitRepository(database())
    await expect(limits.hit("k", 0, testEpoch)).rejects.toThrow(
      "A rate limit window is a positive number of ms, not 0.",
    )
  })
})
