import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileRecord, hostileString, hostileValue } from "../../../test/hostile/hostileValues"
import { growthRatio } from "../../../test/hostile/linearGrowth"
import { type SendCall, validateSendCalls } from "./validateSendCalls"

const hex = hostileString.map((text) => `0x${text}` as const)
const call: fc.Arbitrary<SendCall> = fc.record(
  { to: hex, data: hex, value: hostileValue, chainId: hostileValue },
  { requiredKeys: ["to"] },
)

const messageOf = (result: Result.Result<unknown, { readonly message: string }>) =>
  Result.isFailure(result) ? result.failure.message : "ok"

const expectedMessage = (calls: unknown): string => {
  if (!Array.isArray(calls)) return "wallet_sendCalls needs a list of calls."
  for (const [index, entry] of [...calls].entries()) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      return `Call ${index} is not an object.`
    }
    const { to, data } = entry as Record<string, unknown>
    if (typeof to !== "string" || !to.startsWith("0x"))
      return `Call ${index}: 'to' must start with 0x.`
    if (data !== undefined && (typeof data !== "string" || !data.startsWith("0x"))) {
      return `Call ${index}: 'data' must start with 0x.`
    }
  }
  return "ok"
}

describe("sending calls (spec 5): each call's to must start with 0x; data, if given, starts with 0x", () => {
  it("calls by the rule are valid and kept with all their fields", () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 5 }), (calls) => {
        expect(validateSendCalls(calls)).toEqual(Result.succeed(calls))
      }),
      { numRuns: 200 },
    )
  })

  it("a to or data that does not start with 0x names the first call that breaks the rule", () => {
    const notHex = hostileValue.filter(
      (value) => typeof value !== "string" || !value.startsWith("0x"),
    )
    fc.assert(
      fc.property(
        fc.array(call, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.constantFrom("to", "data"),
        notHex,
        (calls, at, field, value) => {
          fc.pre(field === "to" || value !== undefined)
          const index = at % calls.length
          const broken = calls.map((entry, i) =>
            i === index ? { ...entry, [field]: value } : entry,
          )
          expect(messageOf(validateSendCalls(broken))).toBe(expectedMessage(broken))
          expect(messageOf(validateSendCalls(broken))).not.toBe("ok")
        },
      ),
      { numRuns: 200 },
    )
  })

  it("any batch gives a result whose message names the problem, never a throw", () => {
    const batch = fc.oneof(
      hostileValue,
      fc.array(fc.oneof(hostileRecord(["to", "data", "value"]), hostileValue), { maxLength: 4 }),
    )
    fc.assert(
      fc.property(batch, (calls) => {
        expect(messageOf(validateSendCalls(calls))).toBe(expectedMessage(calls))
      }),
      { numRuns: 200 },
    )
  })

  it("checking a batch takes time linear in its number of calls", () => {
    const input = (n: number) => [
      ...Array.from({ length: n }, () => ({ to: "0xab", data: "0x" })),
      { to: "ab" },
    ]
    expect(growthRatio({ input, run: validateSendCalls, size: 200 })).toBeLessThan(40)
  })
})
