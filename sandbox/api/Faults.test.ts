import { describe, expect, expectTypeOf, it } from "vitest"
import {
  type ArmedFault,
  type ArmedFaultSchema,
  type Fault,
  type FaultSchema,
  makeFaults,
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
  it("the admin route's decoders describe exactly the Fault and ArmedFault types", () => {
    expectTypeOf<typeof FaultSchema.Type>().toEqualTypeOf<Fault>()
    expectTypeOf<typeof ArmedFaultSchema.Type>().toEqualTypeOf<ArmedFault>()
  })
})
