import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { FlowError, type FlowErrorReason, flowErrorCategories } from "./FlowError"

describe("FlowError", () => {
  it.each<[FlowErrorReason, string]>([
    ["modalClosed", "Modal closed"],
    ["popupClosed", "Popup closed"],
    ["failedToConnect", "Failed to connect"],
    ["failedToInitiateSocial", "Failed to initiate social connection"],
    ["failedToConnectFarcaster", "Failed to connect to farcaster"],
    ["connectionRejected", "Connection rejected"],
    ["noAuthConnector", "No auth connector found"],
    ["notConnectedToEmailOrSocial", "Not connected to email or social"],
  ])("reason %s reads %j", (reason, message) => {
    const error = new FlowError({ reason })
    expect(error._tag).toBe("FlowError")
    expect(error.reason).toBe(reason)
    expect(error.message).toBe(message)
  })

  it("the visitor closing the modal or popup, or refusing, is USER_REJECTED; a failed connection WALLET_ERROR", () => {
    expect(flowErrorCategories).toEqual({
      modalClosed: "USER_REJECTED",
      popupClosed: "USER_REJECTED",
      connectionRejected: "USER_REJECTED",
      failedToConnect: "WALLET_ERROR",
      failedToInitiateSocial: "WALLET_ERROR",
      failedToConnectFarcaster: "WALLET_ERROR",
      notConnectedToEmailOrSocial: "WALLET_ERROR",
      noAuthConnector: "INTERNAL_SDK_ERROR",
    })
    expect(new FlowError({ reason: "modalClosed" }).category).toBe("USER_REJECTED")
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
