import { Result } from "effect"
import { describe, expect, it } from "vitest"
import type { Connection } from "./ConnectionState"
import { InvalidConnectionStatusError } from "./InvalidConnectionStatusError"
import { connectFlowFor, switchConnectionAction } from "./switchConnection"

const external: Connection = { connectorId: "injected", accounts: [{ address: "0xaaa" }] }

describe("switchConnection", () => {
  it("switching a connected connection reconnects to the chosen account", () => {
    expect(switchConnectionAction("connected", external, "0xaaa")).toEqual(
      Result.succeed({ _tag: "Reconnect", connection: external, address: "0xaaa" }),
    )
  })

  it("switching an active connection reconnects to the chosen account", () => {
    expect(switchConnectionAction("active", external, "0xaaa")).toEqual(
      Result.succeed({ _tag: "Reconnect", connection: external, address: "0xaaa" }),
    )
  })

  it("switching a disconnected connection starts the matching flow", () => {
    expect(switchConnectionAction("disconnected", external, "0xaaa")).toEqual(
      Result.succeed({ _tag: "StartFlow", connection: external, flow: "external" }),
    )
  })

  it("the matching flow is social, email, WalletConnect or external", () => {
    expect(connectFlowFor({ connectorId: "AUTH", accounts: [], auth: { name: "google" } })).toBe(
      "social",
    )
    expect(connectFlowFor({ connectorId: "AUTH", accounts: [], auth: { name: "email" } })).toBe(
      "email",
    )
    expect(connectFlowFor({ connectorId: "walletConnect", accounts: [] })).toBe("walletConnect")
    expect(connectFlowFor(external)).toBe("external")
  })

  it("any other status is the error 'Invalid connection status'", () => {
    const result = switchConnectionAction("reconnecting", external, "0xaaa")
    expect(result).toEqual(
      Result.fail(new InvalidConnectionStatusError({ status: "reconnecting" })),
    )
    expect(Result.isFailure(result) && result.failure.message).toBe("Invalid connection status")
  })
})
