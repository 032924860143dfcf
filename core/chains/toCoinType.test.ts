import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { CoinTypeChainIdInvalidError, toCoinType, toCoinTypeEffect } from "./toCoinType"

describe("toCoinType", () => {
  it("the coin type is 0x80000000 | chainId (ENSIP-11)", () => {
    expect(toCoinType(1)).toBe(2147483649)
    expect(toCoinType(10)).toBe(2147483658)
    expect(toCoinType(8453)).toBe(2147492101)
    expect(toCoinType(0)).toBe(2147483648)
  })

  it("chain id 2^31 - 1 still has a coin type", () => {
    expect(toCoinType(2 ** 31 - 1)).toBe(4294967295)
  })

  it("a chain id of 2^31 or more is invalid when converting to a coin type", () => {
    expect(() => toCoinType(2 ** 31)).toThrow(CoinTypeChainIdInvalidError)
    expect(() => toCoinType(2 ** 31)).toThrow(
      "The chain id 2147483648 has no coin type; it must be an integer from 0 to 2^31 - 1.",
    )
    expect(() => toCoinType(2 ** 32 + 1)).toThrow(CoinTypeChainIdInvalidError)
  })

  it("negative and fractional chain ids are invalid", () => {
    expect(() => toCoinType(-1)).toThrow(CoinTypeChainIdInvalidError)
    expect(() => toCoinType(1.5)).toThrow(CoinTypeChainIdInvalidError)
    expect(() => toCoinType(Number.NaN)).toThrow(CoinTypeChainIdInvalidError)
  })

  it("the Effect form fails with CoinTypeChainIdInvalidError instead of throwing", () => {
    expect(Effect.runSync(toCoinTypeEffect(1))).toBe(2147483649)
    const exit = Effect.runSyncExit(Effect.flip(toCoinTypeEffect(2 ** 31)))
    expect(Exit.isSuccess(exit) && exit.value.chainId).toBe(2 ** 31)
  })
})
