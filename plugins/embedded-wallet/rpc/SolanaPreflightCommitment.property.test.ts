import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue } from "../../../test/hostile/hostileValues"
import { SolanaPreflightCommitment, solanaPreflightCommitments } from "./SolanaPreflightCommitment"

describe("Solana preflightCommitment (spec 5) is one of processed, confirmed, finalized, recent, single, singleGossip, root, max", () => {
  it("exactly those decode; any other value fails, never throws", () => {
    const decode = Schema.decodeUnknownResult(SolanaPreflightCommitment)
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...solanaPreflightCommitments), hostileValue),
        (value) => {
          const known = (solanaPreflightCommitments as ReadonlyArray<unknown>).includes(value)
          expect(Result.isSuccess(decode(value))).toBe(known)
        },
      ),
      { numRuns: 200 },
    )
    expect(Result.isFailure(decode("Finalized"))).toBe(true)
  })
})
