import { describe, expect, it } from "vitest"
import { kitErrorFromHttpStatus, rateLimitedStatus } from "./kitErrorFromHttpStatus"

describe("kitErrorFromHttpStatus", () => {
  it("maps HTTP 429 to APKT010 (Rate Limited), keeping the cause", () => {
    const response = { status: 429 }
    const error = kitErrorFromHttpStatus(rateLimitedStatus, response)
    expect(error?.code).toBe("APKT010")
    expect(error?.message).toBe("Rate Limited")
    expect(error?.cause).toBe(response)
  })

  it("is undefined for other statuses", () => {
    expect(kitErrorFromHttpStatus(200)).toBeUndefined()
    expect(kitErrorFromHttpStatus(500)).toBeUndefined()
    expect(kitErrorFromHttpStatus(403)).toBeUndefined()
  })
})
