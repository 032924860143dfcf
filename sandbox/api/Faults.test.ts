import { Result, Schema } from "effect"
import { describe, expect, expectTypeOf, it } from "vitest"
import { formatIssues } from "../../core/config/formatIssues"
import {
  type ArmedFault,
  ArmedFaultSchema,
  type Fault,
  type FaultSchema,
  makeFaults,
  maxFaultDelayMs,
} from "./Faults"

describe("sandbox faults", () => {
  it("answers the next N requests of an operation with the armed fault, then normally", () => {
    const faults = makeFaults()
    faults.arm({ operationId: "getBalance", count: 2, fault: { kind: "status", status: 503 } })
    expect(faults.take("getBalance")).toEqual({ kind: "status", status: 503 })
    expect(faults.take("getIdentity")).toBeUndefined()
    expect(faults.take("getBalance")).toEqual({ kind: "status", status: 503 })
    expect(faults.take("getBalance")).toBeUndefined()
  })

  it("runs faults armed for the same operation one after another", () => {
    const faults = makeFaults()
    faults.arm({
      operationId: "getBalance",
      count: 1,
      fault: { kind: "status", status: 429, retryAfterSeconds: 2 },
    })
    faults.arm({ operationId: "getBalance", count: 1, fault: { kind: "malformed" } })
    expect(faults.take("getBalance")).toEqual({ kind: "status", status: 429, retryAfterSeconds: 2 })
    expect(faults.take("getBalance")).toEqual({ kind: "malformed" })
  })

  it("counts every request per operation until reset", () => {
    const faults = makeFaults()
    faults.take("getBalance")
    faults.take("getBalance")
    faults.take("getHistory")
    expect(faults.counts()).toEqual({ getBalance: 2, getHistory: 1 })
    faults.reset()
    expect(faults.counts()).toEqual({})
  })

  it("refuses a count below 1", () => {
    expect(() =>
      makeFaults().arm({ operationId: "x", count: 0, fault: { kind: "malformed" } }),
    ).toThrow("count must be a whole number of at least 1")
  })
})

describe("fault schemas", () => {
  const issuesOf = (input: unknown) => {
    const decoded = Schema.decodeUnknownResult(ArmedFaultSchema)(input, { errors: "all" })
    return Result.isFailure(decoded) ? formatIssues(decoded.failure) : []
  }
  const delay = (delayMs: number) => ({
    operationId: "getBalance",
    count: 1,
    fault: { kind: "delay", delayMs },
  })

  it("a delay is at most 2^31-1 ms, the longest Node's setTimeout waits (it fires at once beyond)", () => {
    expect(maxFaultDelayMs).toBe(2_147_483_647)
    expect(issuesOf(delay(maxFaultDelayMs))).toEqual([])
    expect(issuesOf(delay(maxFaultDelayMs + 1))).toEqual([
      { path: "fault.delayMs", message: "Expected a value less than or equal to 2147483647" },
    ])
  })

  it("the admin route's decoders describe exactly the Fault and ArmedFault types", () => {
    expectTypeOf<typeof FaultSchema.Type>().toEqualTypeOf<Fault>()
    expectTypeOf<typeof ArmedFaultSchema.Type>().toEqualTypeOf<ArmedFault>()
  })
})
