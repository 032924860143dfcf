import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type DevnetRestartPolicy,
  defaultDevnetRestartPolicy,
  recentRestarts,
  restartAllowed,
} from "./devnetRestartPolicy"

const policy: DevnetRestartPolicy = { maxRestarts: 3, windowMs: 60_000, portRetryDelaysMs: [] }

/** Replays deaths at these times: the times of the restarts, up to the first give-up. */
const replay = (deaths: ReadonlyArray<number>, rules: DevnetRestartPolicy): number[] => {
  const restartedAt: number[] = []
  for (const now of deaths) {
    if (!restartAllowed(restartedAt, now, rules)) break
    restartedAt.push(now)
  }
  return restartedAt
}

describe("devnetRestartPolicy", () => {
  it("the default: three restarts a minute, port tries after 100, 200, 400, 800 and 1600 ms", () => {
    expect(defaultDevnetRestartPolicy).toEqual({
      maxRestarts: 3,
      windowMs: 60_000,
      portRetryDelaysMs: [100, 200, 400, 800, 1_600],
    })
  })

  it("a fourth death within the minute is given up on; one a minute after the first is not", () => {
    expect(replay([0, 1_000, 2_000, 3_000], policy)).toEqual([0, 1_000, 2_000])
    expect(restartAllowed([0, 1_000, 2_000], 59_999, policy)).toBe(false)
    expect(restartAllowed([0, 1_000, 2_000], 60_000, policy)).toBe(true)
    expect(recentRestarts([0, 1_000, 2_000], 60_000, policy)).toBe(2)
  })

  it("never more than maxRestarts restarts within any window, and a devnet that dies rarely is always restarted", () => {
    const rules = fc.record({
      maxRestarts: fc.integer({ min: 0, max: 5 }),
      windowMs: fc.integer({ min: 1, max: 100_000 }),
      portRetryDelaysMs: fc.constant([]),
    })
    const gaps = fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 30 })
    fc.assert(
      fc.property(rules, gaps, (rules, gaps) => {
        const deaths = gaps.map((_, i) => gaps.slice(0, i + 1).reduce((a, b) => a + b, 0))
        const restarts = replay(deaths, rules)
        for (const at of restarts) {
          const inWindow = restarts.filter((other) => other <= at && at - other < rules.windowMs)
          expect(inWindow.length).toBeLessThanOrEqual(rules.maxRestarts)
        }
        if (rules.maxRestarts > 0 && gaps.every((gap) => gap >= rules.windowMs)) {
          expect(restarts).toEqual(deaths)
        }
      }),
    )
  })
})
