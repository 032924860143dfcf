import { describe, expect, it } from "vitest"
import { firstReasonDescription } from "./firstReasonDescription"

describe("firstReasonDescription", () => {
  it("uses the first reason's description of a FAILED body", () => {
    const body = {
      status: "FAILED",
      reasons: [
        { field: "name", description: "Name is already taken" },
        { field: "name", description: "second reason" },
      ],
    }
    expect(firstReasonDescription(body)).toBe("Name is already taken")
  })

  it("is undefined for bodies without a usable first reason", () => {
    expect(firstReasonDescription({ status: "FAILED", reasons: [] })).toBeUndefined()
    expect(firstReasonDescription({ reasons: [{ field: "x" }] })).toBeUndefined()
    expect(firstReasonDescription({ reasons: [{ description: "" }] })).toBeUndefined()
    expect(firstReasonDescription({ reasons: "oops" })).toBeUndefined()
    expect(firstReasonDescription("Internal Server Error")).toBeUndefined()
    expect(firstReasonDescription(null)).toBeUndefined()
  })
})
