import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { FrameDependencyLoadError } from "./FrameDependencyLoadError"

describe("FrameDependencyLoadError", () => {
  it("reads 'Unable to load email login dependency' and keeps the import failure", () => {
    const cause = new TypeError("Failed to fetch dynamically imported module")
    const error = new FrameDependencyLoadError({ cause })
    expect(error._tag).toBe("FrameDependencyLoadError")
    expect(error.message).toBe("Unable to load email login dependency")
    expect(error.cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new FrameDependencyLoadError({})).pipe(
      Effect.catchTag("FrameDependencyLoadError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Unable to load email login dependency")
  })
})
