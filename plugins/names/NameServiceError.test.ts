import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { NameServiceError, nameServiceErrorMessage, nameServiceFallback } from "./NameServiceError"

const failed = { status: "FAILED", reasons: [{ field: "name", description: "Name is taken" }] }

describe("nameServiceFallback", () => {
  it("gives the spec's fallback for each call", () => {
    expect(nameServiceFallback("resolve")).toBe("Error resolving name")
    expect(nameServiceFallback("suggestions")).toBe("Error fetching name suggestions")
    expect(nameServiceFallback("reverse")).toBe("Error fetching names for address")
    expect(nameServiceFallback("register", "alice")).toBe("Error registering name alice")
  })

  it("leaves no trailing space when registering without a known name", () => {
    expect(nameServiceFallback("register")).toBe("Error registering name")
  })
})

describe("nameServiceErrorMessage", () => {
  it("uses the service's first reason description when it gives one", () => {
    expect(nameServiceErrorMessage(failed, "Error resolving name")).toBe("Name is taken")
  })

  it("falls back when the service gives no reason", () => {
    expect(nameServiceErrorMessage({ status: "FAILED" }, "Error resolving name")).toBe(
      "Error resolving name",
    )
    expect(nameServiceErrorMessage(undefined, "Error fetching name suggestions")).toBe(
      "Error fetching name suggestions",
    )
  })
})

describe("NameServiceError", () => {
  it("reads the spec's fallback when the service gave no reason", () => {
    const error = new NameServiceError({ operation: "register", accountName: "alice" })
    expect(error._tag).toBe("NameServiceError")
    expect(error.message).toBe("Error registering name alice")
    expect(error.name).toBe("NameServiceError")
  })

  it("reads the service's reason when it gave one", () => {
    const error = new NameServiceError({ operation: "resolve", reason: "Name not found" })
    expect(error.message).toBe("Name not found")
  })

  it("builds from the service's failure body, keeping it as cause", () => {
    const error = NameServiceError.fromBody("register", failed, "alice")
    expect(error.message).toBe("Name is taken")
    expect(error.accountName).toBe("alice")
    expect(error.cause).toBe(failed)
    expect(NameServiceError.fromBody("reverse", { status: "FAILED" }).message).toBe(
      "Error fetching names for address",
    )
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new NameServiceError({ operation: "suggestions" })).pipe(
      Effect.catchTag("NameServiceError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Error fetching name suggestions")
  })
})
