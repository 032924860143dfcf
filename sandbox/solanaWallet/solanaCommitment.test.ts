import { describe, expect, it } from "vitest"
import { commitmentReached, solanaCommitment } from "./solanaCommitment"

describe("solanaCommitment", () => {
  it("spec 5: preflightCommitment is one of processed, confirmed, finalized, recent, single, singleGossip, root, max (each sent as the level it names)", () => {
    const names = [
      "processed",
      "confirmed",
      "finalized",
      "recent",
      "single",
      "singleGossip",
      "root",
      "max",
    ]
    expect(names.map(solanaCommitment)).toEqual([
      "processed",
      "confirmed",
      "finalized",
      "processed",
      "confirmed",
      "confirmed",
      "finalized",
      "finalized",
    ])
  })

  it("leaves an absent commitment to the RPC's default and refuses any other name", () => {
    expect(solanaCommitment(undefined)).toBeUndefined()
    expect(() => solanaCommitment("gossip")).toThrow('Not a Solana commitment: "gossip"')
  })

  it("a transaction has reached a level when its status is that level or a later one", () => {
    expect(commitmentReached("confirmed", "processed")).toBe(true)
    expect(commitmentReached("confirmed", "confirmed")).toBe(true)
    expect(commitmentReached("confirmed", "finalized")).toBe(false)
    expect(commitmentReached(null, "processed")).toBe(false)
  })
})
