import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { FrameTimeoutError, frameTimeoutCodes } from "./FrameTimeoutError"

describe("FrameTimeoutError", () => {
  it("iframe_load_failed shows APKT003 'Network Error: Wallet Load Failed'", () => {
    const error = new FrameTimeoutError({ kind: "iframe_load_failed" })
    expect(error._tag).toBe("FrameTimeoutError")
    expect(error.kind).toBe("iframe_load_failed")
    expect(error.code).toBe("APKT003")
    expect(error.message).toBe("Network Error: Wallet Load Failed")
  })

  it("iframe_request_timeout shows APKT004 'Wallet Request Timeout'", () => {
    const error = new FrameTimeoutError({ kind: "iframe_request_timeout" })
    expect(error.code).toBe("APKT004")
    expect(error.message).toBe("Wallet Request Timeout")
  })

  it("covers exactly the spec's two timeout callbacks", () => {
    expect(frameTimeoutCodes).toEqual({
      iframe_load_failed: "APKT003",
      iframe_request_timeout: "APKT004",
    })
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new FrameTimeoutError({ kind: "iframe_request_timeout" })).pipe(
      Effect.catchTag("FrameTimeoutError", (error) => Effect.succeed(error.kind)),
    )
    expect(Effect.runSync(program)).toBe("iframe_request_timeout")
  })
})
