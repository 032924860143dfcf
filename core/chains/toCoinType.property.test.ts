import { Effect, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue } from "../../test/hostile/hostileValues"
import {
  CoinTypeChainIdInvalidError,
  maxCoinTypeChainId,
  toCoinType,
  toCoinTypeEffect,
} from "./toCoinType"

describe("ENSIP-11 coin types: a chain id from 0 to 2^31 - 1 maps to (0x80000000 | chainId) >>> 0", () => {
  it("every valid chain id maps to 2^31 plus itself, in both forms", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxCoinTypeChainId }), (chainId) => {
        expect(toCoinType(chainId)).toBe(2 ** 31 + chainId)
        expect(Effect.runSync(toCoinTypeEffect(chainId))).toBe(2 ** 31 + chainId)
      }),
      { numRuns: 200 },
    )
  })

  it("any other value fails with CoinTypeChainIdInvalidError, whose message can always be read", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const valid =
          Number.isInteger(value) &&
          (value as number) >= 0 &&
          (value as number) <= maxCoinTypeChainId
        let thrown: unknown
        try {
          toCoinType(value as number)
        } catch (error) {
          thrown = error
        }
        expect(thrown === undefined).toBe(valid)
        const exit = Effect.runSyncExit(toCoinTypeEffect(value as number))
        expect(Exit.isSuccess(exit)).toBe(valid)
        if (thrown !== undefined) {
          expect(thrown).toBeInstanceOf(CoinTypeChainIdInvalidError)
          expect((thrown as Error).message).toMatch(
            /^The chain id .* has no coin type; it must be an integer from 0 to 2\^31 - 1\.$/s,
          )
        }
      }),
      { numRuns: 200 },
    )
  })
})
