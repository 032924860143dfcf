import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileRecord, hostileString, hostileValue } from "../../test/hostile/hostileValues"
import {
  type SendRequestInput,
  type SendTokenLike,
  validateSendRequest,
} from "./validateSendRequest"

const present = hostileString.filter((text) => text.trim() !== "")
const token = fc.record({ symbol: hostileString, address: present })
const amount = fc.oneof(present, fc.double({ noNaN: true, noDefaultInfinity: true }))

const messageOf = (result: Result.Result<unknown, { readonly message: string }>) =>
  Result.isFailure(result) ? result.failure.message : "ok"

const expectedMessage = (input: unknown, erc20: boolean): string => {
  const {
    token: t,
    sendTokenAmount: a,
    receiverAddress: r,
  } = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>
  const amountGiven =
    (typeof a === "string" && a.trim() !== "") || (typeof a === "number" && Number.isFinite(a))
  if (!amountGiven || typeof r !== "string" || r.trim() === "") {
    return "An amount and receiver address are required"
  }
  if (typeof t !== "object" || t === null) return "A token is required"
  const address = (t as { address?: unknown }).address
  if (erc20 && (typeof address !== "string" || address.trim() === "")) {
    return "A token address is required."
  }
  return "ok"
}

describe("sending (spec 5) requires an amount and receiver address, a token, and for ERC20 a token address", () => {
  it("a complete send passes, its amount as text", () => {
    fc.assert(
      fc.property(token, amount, present, fc.boolean(), (t, a, r, erc20) => {
        expect(
          validateSendRequest({ token: t, sendTokenAmount: a, receiverAddress: r }, { erc20 }),
        ).toEqual(Result.succeed({ token: t, sendTokenAmount: String(a), receiverAddress: r }))
      }),
      { numRuns: 200 },
    )
  })

  it("NaN and the infinities are no amount", () => {
    for (const a of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const input = { token: { symbol: "ETH" }, sendTokenAmount: a, receiverAddress: "0xab" }
      expect(messageOf(validateSendRequest(input))).toBe(
        "An amount and receiver address are required",
      )
    }
  })

  it("a null token is no token, and a blank token address is none", () => {
    const input = { token: null, sendTokenAmount: "1", receiverAddress: "0xab" }
    expect(messageOf(validateSendRequest(input as never, { erc20: true }))).toBe(
      "A token is required",
    )
    const blank = {
      token: { symbol: "USDC", address: " " },
      sendTokenAmount: "1",
      receiverAddress: "0xab",
    }
    expect(messageOf(validateSendRequest(blank, { erc20: true }))).toBe(
      "A token address is required.",
    )
  })

  it("any input and options give one of the spec's answers, never a throw", () => {
    const form = hostileRecord(["token", "sendTokenAmount", "receiverAddress"])
    fc.assert(
      fc.property(
        fc.oneof(form, hostileValue),
        hostileValue,
        fc.boolean(),
        (input, options, erc20) => {
          const typed = input as SendRequestInput<SendTokenLike>
          expect(messageOf(validateSendRequest(typed, { erc20 }))).toBe(
            expectedMessage(input, erc20),
          )
          expect(messageOf(validateSendRequest(typed))).toBe(expectedMessage(input, false))
          const withOptions = messageOf(validateSendRequest(typed, options as { erc20?: boolean }))
          expect(withOptions).toBe(
            expectedMessage(
              input,
              typeof options === "object" &&
                options !== null &&
                (options as { erc20?: unknown }).erc20 === true,
            ),
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
