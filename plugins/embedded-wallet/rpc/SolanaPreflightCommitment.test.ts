import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { SolanaPreflightCommitment, solanaPreflightCommitments } from "./SolanaPreflightCommitment"

const decode = Schema.decodeUnknownResult(SolanaPreflightCommitment)

describe("SolanaPreflightCommitment", () => {
  it("preflightCommitment is one of processed, confirmed, finalized, recent, single, singleGossip, root, max", () => {
    expect(solanaPreflightCommitments).toEqual([
      "processed",
      "confirmed",
      "finalized",
      "recent",
      "single",
      "singleGossip",
      "root",
      "max",
    ])
    for (const value of solanaPreflightCommitments)
      expect(Result.isSuccess(decode(value))).toBe(true)
  })

  it("any other value is refused", () => {
    for (const value of ["final", "Confirmed", "singlegossip", "", 1]) {
      expect(Result.isFailure(decode(value))).toBe(true)
    }
  })
})
