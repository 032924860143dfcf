import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { commitmentLevel, SolanaOptions, solanaPreflightCommitments } from "./SolanaOptions"

const decode = Schema.decodeUnknownSync(SolanaOptions)

describe("SolanaOptions", () => {
  it("spec 5: preflightCommitment is one of processed, confirmed, finalized, recent, single, singleGossip, root, max", () => {
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
    expect(solanaPreflightCommitments).toEqual(names)
    for (const name of names) {
      expect(decode({ preflightCommitment: name })).toEqual({ preflightCommitment: name })
    }
  })

  it("spec 5: any other preflightCommitment is refused, naming the field and the allowed values", () => {
    for (const name of ["fast", "Confirmed", "", 1]) {
      expect(() => decode({ preflightCommitment: name })).toThrow(
        'Expected "processed" | "confirmed" | "finalized" | "recent" | "single" | "singleGossip" | "root" | "max"',
      )
    }
    expect(() => decode({ preflightCommitment: "fast" })).toThrow(/preflightCommitment/)
  })

  it("preflightCommitment defaults to confirmed", () => {
    expect(decode({})).toEqual({ preflightCommitment: "confirmed" })
  })

  it("each name stands for today's level: recent is processed, single and singleGossip confirmed, root and max finalized", () => {
    expect(
      Object.fromEntries(solanaPreflightCommitments.map((name) => [name, commitmentLevel(name)])),
    ).toEqual({
      processed: "processed",
      confirmed: "confirmed",
      finalized: "finalized",
      recent: "processed",
      single: "confirmed",
      singleGossip: "confirmed",
      root: "finalized",
      max: "finalized",
    })
  })
})
