import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { InternalError, type InternalErrorReason } from "./InternalError"

// 'Invalid connection status' is InvalidConnectionStatusError (it carries the status).
describe("InternalError", () => {
  it.each<[InternalErrorReason, string]>([
    ["unsupportedChain", "Unsupported chain"],
    ["providerNotFound", "Provider not found"],
    ["authProviderNotFound", "Auth provider not found"],
    ["walletConnectConnectorNotFound", "WalletConnectConnector not found"],
    ["noActiveCaipAddress", "No ActiveCaipAddress found"],
    ["adapterNotFound", "Adapter not found"],
    ["connectionControllerClientNotSet", "ConnectionController client not set"],
    ["chainRequired", "Chain is required"],
    ["networkNotFound", "Network not found"],
    ["addressOrAuthConnectorNotFound", "Address or auth connector not found"],
    ["signMessageFailed", "Sign message failed"],
    ["errorEstimatingGas", "error estimating gas"],
  ])("reason %s reads %j", (reason, message) => {
    const error = new InternalError({ reason })
    expect(error._tag).toBe("InternalError")
    expect(error.message).toBe(message)
  })

  it("continues 'Chain is required' with its detail", () => {
    const error = new InternalError({ reason: "chainRequired", detail: "to fetch the balance" })
    expect(error.message).toBe("Chain is required to fetch the balance")
  })

  it("puts the detail of other reasons after a colon", () => {
    const error = new InternalError({ reason: "networkNotFound", detail: "eip155:999" })
    expect(error.message).toBe("Network not found: eip155:999")
  })

  it("keeps its cause", () => {
    const cause = new Error("no adapter for solana")
    expect(new InternalError({ reason: "adapterNotFound", cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new InternalError({ reason: "networkNotFound" })).pipe(
      Effect.catchTag("InternalError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Network not found")
  })
})
