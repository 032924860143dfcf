import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { KitError } from "./KitError"

describe("KitError", () => {
  it("reads as the meaning of its code", () => {
    const error = new KitError({ code: "APKT007" })
    expect(error._tag).toBe("KitError")
    expect(error.message).toBe("Invalid Project ID")
  })

  it("appends a developer detail after a colon", () => {
    const error = new KitError({ code: "APKT008", detail: "set projectId in the config" })
    expect(error.message).toBe("Project ID Missing: set projectId in the config")
  })

  it("keeps its cause", () => {
    const cause = new Error("HTTP 500")
    expect(new KitError({ code: "APKT009", cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new KitError({ code: "APKT010" })).pipe(
      Effect.catchTag("KitError", (error) => Effect.succeed(`${error.code} ${error.message}`)),
    )
    expect(Effect.runSync(program)).toBe("APKT010 Rate Limited")
  })
})
