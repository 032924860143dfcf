import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { RpcMethodNotAllowedError } from "./RpcMethodNotAllowedError"

describe("RpcMethodNotAllowedError", () => {
  it("blocks a not-safe method with 'Requested RPC call is not allowed', shown as 'Action not allowed'", () => {
    const error = new RpcMethodNotAllowedError({ method: "eth_sendTransaction" })
    expect(error._tag).toBe("RpcMethodNotAllowedError")
    expect(error.method).toBe("eth_sendTransaction")
    expect(error.message).toBe("Requested RPC call is not allowed")
    expect(error.uiMessage).toBe("Action not allowed")
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new RpcMethodNotAllowedError({ method: "personal_sign" })).pipe(
      Effect.catchTag("RpcMethodNotAllowedError", (error) => Effect.succeed(error.uiMessage)),
    )
    expect(Effect.runSync(program)).toBe("Action not allowed")
  })
})
