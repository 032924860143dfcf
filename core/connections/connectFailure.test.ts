import { describe, expect, it } from "vitest"
import { FlowError } from "../errors/FlowError"
import { UserRejectedRequestError } from "../errors/UserRejectedRequestError"
import { WalletRpcError } from "../errors/WalletRpcError"
import { connectFailure } from "./connectFailure"

describe("connectFailure", () => {
  it("the visitor refusing in the wallet is 'User rejected the request', a rejection", () => {
    expect(connectFailure(new UserRejectedRequestError({ code: 4001 }))).toEqual({
      rejected: true,
      message: "User rejected the request",
    })
  })

  it("a flow's own error keeps its message; its connectionRejected reason is a rejection", () => {
    const rejected = new FlowError({ reason: "connectionRejected" })
    expect(connectFailure(rejected)).toEqual({ rejected: true, message: rejected.message })
    const failed = new FlowError({ reason: "popupClosed" })
    expect(connectFailure(failed)).toEqual({ rejected: false, message: failed.message })
  })

  it("a wallet's RPC error keeps its message; no error (no account answered) is 'Failed to connect'", () => {
    expect(connectFailure(new WalletRpcError({ code: -32603, message: "Internal error" }))).toEqual(
      {
        rejected: false,
        message: "Internal error",
      },
    )
    expect(connectFailure(undefined)).toEqual({ rejected: false, message: "Failed to connect" })
  })
})
