import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { FrameRequestAbortedError } from "./FrameRequestAbortedError"

describe("FrameRequestAbortedError", () => {
  it("reads 'Request was aborted for RPC' for an aborted RPC request", () => {
    const error = new FrameRequestAbortedError({ isRpcRequest: true, request: "personal_sign" })
    expect(error._tag).toBe("FrameRequestAbortedError")
    expect(error.message).toBe("Request was aborted for RPC")
    expect(error.request).toBe("personal_sign")
  })

  it("reads 'Something went wrong' for any other aborted app event", () => {
    const error = new FrameRequestAbortedError({ isRpcRequest: false, request: "CONNECT_SOCIAL" })
    expect(error.message).toBe("Something went wrong")
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new FrameRequestAbortedError({ isRpcRequest: true })).pipe(
      Effect.catchTag("FrameRequestAbortedError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Request was aborted for RPC")
  })
})
