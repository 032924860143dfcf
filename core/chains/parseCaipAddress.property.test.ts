import { Effect, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileString, hostileValue } from "../../test/hostile/hostileValues"
import { growthRatio } from "../../test/hostile/linearGrowth"
import {
  CaipAddressInvalidError,
  isCaipAddress,
  parseCaipAddress,
  parseCaipAddressEffect,
  toCaipAddress,
} from "./parseCaipAddress"
import type { CaipNetworkId } from "./parseCaipNetworkId"

/** The outcome of a call that may throw, with anything but the tagged error rethrown. */
const outcome = <A>(f: () => A): A | CaipAddressInvalidError => {
  try {
    return f()
  } catch (error) {
    if (error instanceof CaipAddressInvalidError) return error
    throw error
  }
}

const part = hostileString.filter((text) => text !== "" && !text.includes(":"))

const isWellFormed = (value: unknown): boolean =>
  typeof value === "string" &&
  value.split(":").length === 3 &&
  value.split(":").every((text) => text !== "")

describe("CAIP-10 addresses have 3 colon-separated parts; otherwise 'Invalid CAIP Address'", () => {
  it("three non-empty parts without a colon split back into those parts", () => {
    fc.assert(
      fc.property(part, part, part, (chainNamespace, chainId, address) => {
        const caipAddress = `${chainNamespace}:${chainId}:${address}`
        expect(parseCaipAddress(caipAddress)).toEqual({ chainNamespace, chainId, address })
        expect(isCaipAddress(caipAddress)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("any other value fails with CaipAddressInvalidError, in every form, and nothing else throws", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const wellFormed = isWellFormed(value)
        const parsed = outcome(() => parseCaipAddress(value as string))
        const exit = Effect.runSyncExit(parseCaipAddressEffect(value as string))
        expect(isCaipAddress(value)).toBe(wellFormed)
        expect(Exit.isSuccess(exit)).toBe(wellFormed)
        if (parsed instanceof CaipAddressInvalidError) {
          expect(wellFormed).toBe(false)
          expect(parsed.message).toBe("Invalid CAIP Address")
          expect(parsed.input).toBe(value)
        } else {
          expect(`${parsed.chainNamespace}:${parsed.chainId}:${parsed.address}`).toBe(value)
        }
      }),
      { numRuns: 200 },
    )
  })

  it("a missing, empty or extra part is refused", () => {
    fc.assert(
      fc.property(part, part, part, (a, b, c) => {
        for (const text of [
          `${a}:${b}`,
          `${a}:${b}:${c}:${a}`,
          `:${b}:${c}`,
          `${a}::${c}`,
          `${a}:${b}:`,
        ]) {
          expect(isCaipAddress(text)).toBe(false)
          expect(outcome(() => parseCaipAddress(text))).toBeInstanceOf(CaipAddressInvalidError)
        }
      }),
      { numRuns: 100 },
    )
  })

  it("splitting an address takes time linear in its length", () => {
    const input = (n: number) => "a:".repeat(n)
    expect(growthRatio({ input, run: isCaipAddress, size: 2_000 })).toBeLessThan(40)
  })
})

describe("toCaipAddress", () => {
  it("joins a network id and an address that parse back, or fails with CaipAddressInvalidError", () => {
    fc.assert(
      fc.property(fc.constantFrom("eip155:1", "solana:abc"), hostileValue, (network, address) => {
        const built = outcome(() => toCaipAddress(network as CaipNetworkId, address as string))
        const valid = typeof address === "string" && address !== "" && !address.includes(":")
        if (built instanceof CaipAddressInvalidError) {
          expect(valid).toBe(false)
          expect(built.message).toBe("Invalid CAIP Address")
        } else {
          expect(valid).toBe(true)
          expect(built).toBe(`${network}:${address}`)
          expect(parseCaipAddress(built).address).toBe(address)
        }
      }),
      { numRuns: 200 },
    )
  })
})
