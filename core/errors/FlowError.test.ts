import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { ErrorCategory } from "./CategorizedError"
import { FlowError, type FlowErrorReason } from "./FlowError"

describe("FlowError", () => {
  // The visitor closing the modal or popup, or refusing, is USER_REJECTED; a failed connection
  // WALLET_ERROR; no auth connector the kit's own error.
  it.each<[FlowErrorReason, string, ErrorCategory]>([
    ["modalClosed", "Modal closed", "USER_REJECTED"],
    ["popupClosed", "Popup closed", "USER_REJECTED"],
    ["failedToConnect", "Failed to connect", "WALLET_ERROR"],
    ["failedToInitiateSocial", "Failed to initiate social connection", "WALLET_ERROR"],
    ["failedToConnectFarcaster", "Failed to connect to farcaster", "WALLET_ERROR"],
    ["connectionRejected", "Connection rejected", "USER_REJECTED"],
    ["noAuthConnector", "No auth connector found", "INTERNAL_SDK_ERROR"],
    ["notConnectedToEmailOrSocial", "Not connected to email or social", "WALLET_ERROR"],
  ])("reason %s reads %j, category %s", (reason, message, category) => {
    const error = new FlowError({ reason })
    expect(error._tag).toBe("FlowError")
    expect(error.reason).toBe(reason)
    expect(error.message).toBe(message)
    expect(error.category).toBe(category)
  })

  it("keeps its cause", () => {
    const cause = new Error("popup blocked")
    expect(new FlowError({ reason: "failedToInitiateSocial", cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag, telling reasons apart", () => {
    const program = (reason: FlowErrorReason) =>
      Effect.fail(new FlowError({ reason })).pipe(
        Effect.catchTag("FlowError", (error) =>
          Effect.succeed(error.reason === "popupClosed" ? "closed quietly" : error.message),
        ),
      )
    expect(Effect.runSync(program("popupClosed"))).toBe("closed quietly")
    expect(Effect.runSync(program("connectionRejected"))).toBe("Connection rejected")
  })
})
