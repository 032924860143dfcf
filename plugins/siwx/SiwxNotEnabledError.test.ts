import { describe, expect, it } from "vitest"
import { SiwxNotEnabledError } from "./SiwxNotEnabledError"

describe("SiwxNotEnabledError", () => {
  it("reads 'SIWX is not enabled' (spec 8)", () => {
    const error = new SiwxNotEnabledError({})
    expect(error._tag).toBe("SiwxNotEnabledError")
    expect(error.message).toBe("SIWX is not enabled")
  })
})
