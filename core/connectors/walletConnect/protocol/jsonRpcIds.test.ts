import { describe, expect, it } from "vitest"
import { jsonRpcIds } from "./jsonRpcIds"

describe("jsonRpcIds", () => {
  it("gives the epoch milliseconds and three digits, as WalletConnect writes an id", () => {
    const id = jsonRpcIds(() => 1_700_000_000_000)()
    expect(Math.floor(id / 1000)).toBe(1_700_000_000_000)
  })

  it("never gives an id twice, even for many requests made in one millisecond", () => {
    const next = jsonRpcIds(() => 1_700_000_000_000)
    const ids = Array.from({ length: 5000 }, next)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id, index) => index === 0 || id > (ids[index - 1] ?? 0))).toBe(true)
  })

  it("draws afresh once the clock moves past the ids given", () => {
    let clock = 1_700_000_000_000
    const next = jsonRpcIds(() => clock)
    next()
    clock += 5
    expect(Math.floor(next() / 1000)).toBe(clock)
  })
})
