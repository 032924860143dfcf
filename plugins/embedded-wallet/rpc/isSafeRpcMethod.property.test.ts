import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { anyCharacter, hostileValue } from "../../../test/hostile/hostileValues"
import { checkEmbeddedWalletRpcCall, isSafeRpcMethod, notSafeRpcMethods } from "./isSafeRpcMethod"

describe("RPC methods (spec 6): the not-safe ones are blocked on the embedded wallet", () => {
  it("a method name that is not on the not-safe list is safe and let through", () => {
    const method = fc
      .string({ unit: anyCharacter, maxLength: 30 })
      .filter((text) => !(notSafeRpcMethods as ReadonlyArray<string>).includes(text))
    fc.assert(
      fc.property(method, (text) => {
        expect(isSafeRpcMethod(text)).toBe(true)
        expect(checkEmbeddedWalletRpcCall(text)).toEqual(Result.succeed(text))
      }),
      { numRuns: 200 },
    )
  })

  it("every not-safe method is blocked with 'Requested RPC call is not allowed'", () => {
    for (const method of notSafeRpcMethods) {
      const result = checkEmbeddedWalletRpcCall(method)
      expect(Result.isFailure(result) && result.failure.message).toBe(
        "Requested RPC call is not allowed",
      )
    }
  })

  it("a method that is not a string is not safe, so ['personal_sign'] cannot pass as text", () => {
    fc.assert(
      fc.property(
        hostileValue.filter((value) => typeof value !== "string"),
        (value) => {
          expect(isSafeRpcMethod(value as string)).toBe(false)
          expect(Result.isFailure(checkEmbeddedWalletRpcCall(value as string))).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
    for (const method of notSafeRpcMethods) {
      expect(isSafeRpcMethod([method] as unknown as string)).toBe(false)
      expect(isSafeRpcMethod(new String(method) as unknown as string)).toBe(false)
    }
  })
})
