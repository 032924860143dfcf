import { describe, expect, it } from "vitest"
import { KitError } from "./KitError"
import { kitErrorFromServerMessage } from "./kitErrorFromServerMessage"

describe("kitErrorFromServerMessage", () => {
  it("maps 'Unauthorized: origin not allowed' to APKT002 (Invalid App Configuration)", () => {
    const error = kitErrorFromServerMessage("Unauthorized: origin not allowed")
    expect(error).toBeInstanceOf(KitError)
    expect(error?.code).toBe("APKT002")
    expect(error?.message).toBe("Invalid App Configuration")
  })

  it("maps a JWT 'not yet valid' message to APKT006 (Session Expired)", () => {
    const error = kitErrorFromServerMessage("JWT validation error: JWT Token is not yet valid")
    expect(error?.code).toBe("APKT006")
    expect(error?.message).toBe("Session Expired")
  })

  it("maps 'Unauthorized: invalid key' to APKT007 (Invalid Project ID)", () => {
    const error = kitErrorFromServerMessage("Unauthorized: invalid key")
    expect(error?.code).toBe("APKT007")
    expect(error?.message).toBe("Invalid Project ID")
  })

  it("matches inside a longer message, in any case, and keeps the error as cause", () => {
    const original = new Error("HTTP 401: UNAUTHORIZED: ORIGIN NOT ALLOWED for https://example.com")
    const error = kitErrorFromServerMessage(original)
    expect(error?.code).toBe("APKT002")
    expect(error?.cause).toBe(original)
  })

  it("is undefined for any other message", () => {
    expect(kitErrorFromServerMessage("Unauthorized")).toBeUndefined()
    expect(kitErrorFromServerMessage("JWT expired")).toBeUndefined()
    expect(kitErrorFromServerMessage(new Error("Internal Server Error"))).toBeUndefined()
    expect(kitErrorFromServerMessage(undefined)).toBeUndefined()
  })
})
