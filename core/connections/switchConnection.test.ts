import { Result } from "effect"
import { describe, expect, it } from "vitest"
import type { Connection } from "./ConnectionState"
import { InvalidConnectionStatusError } from "./InvalidConnectionStatusError"
import { connectFlowFor, switchConnectionAction } from "./switchConnection"

const external: Connection = { connectorId: "injected", accounts: [{ address: "0xaaa" }] }

describe("switchConnection", () => {
  it("switching a connected connection reconnects to the chosen account", () => {
    expect(switchConnectionAction("connected", external, "0xaaa", "INJECTED")).toEqual(
      Result.succeed({ _tag: "Reconnect", connection: external, address: "0xaaa" }),
    )
  })

  it("switching an active connection reconnects to the chosen account", () => {
    expect(switchConnectionAction("active", external, "0xaaa", "INJECTED")).toEqual(
      Result.succeed({ _tag: "Reconnect", connection: external, address: "0xaaa" }),
    )
  })

  it("switching a disconnected connection starts the matching flow", () => {
    expect(switchConnectionAction("disconnected", external, "0xaaa", "INJECTED")).toEqual(
      Result.succeed({ _tag: "StartFlow", connection: external, flow: "external" }),
    )
    const paired: Connection = { connectorId: "any-pairing-id", accounts: [{ address: "0xbbb" }] }
    expect(switchConnectionAction("disconnected", paired, "0xbbb", "WALLET_CONNECT")).toEqual(
      Result.succeed({ _tag: "StartFlow", connection: paired, flow: "walletConnect" }),
    )
  })

  it("the matching flow is social, email, WalletConnect or external", () => {
    expect(
      connectFlowFor({ connectorId: "AUTH", accounts: [], auth: { name: "google" } }, "AUTH"),
    ).toBe("social")
    expect(
      connectFlowFor({ connectorId: "AUTH", accounts: [], auth: { name: "email" } }, "AUTH"),
    ).toBe("email")
    expect(connectFlowFor({ connectorId: "wc", accounts: [] }, "WALLET_CONNECT")).toBe(
      "walletConnect",
    )
    expect(connectFlowFor(external, "INJECTED")).toBe("external")
    expect(connectFlowFor(external, "ANNOUNCED")).toBe("external")
  })

  it("the flow follows the connector's type, not its id", () => {
    // An embedded wallet's connection is social even before it says which login it used.
    expect(connectFlowFor({ connectorId: "embedded", accounts: [] }, "AUTH")).toBe("social")
    // Whatever its id, a connector that is not WALLET_CONNECT is reached by the external flow.
    expect(connectFlowFor({ connectorId: "wc", accounts: [] }, "ANNOUNCED")).toBe("external")
    // A connection carrying an embedded-wallet login keeps its flow.
    expect(
      connectFlowFor({ connectorId: "x", accounts: [], auth: { name: "email" } }, undefined),
    ).toBe("email")
    // A connector no longer listed: external.
    expect(connectFlowFor(external, undefined)).toBe("external")
  })

  it("any other status is the error 'Invalid connection status'", () => {
    const result = switchConnectionAction("reconnecting", external, "0xaaa", "INJECTED")
    expect(result).toEqual(
      Result.fail(new InvalidConnectionStatusError({ status: "reconnecting" })),
    )
    expect(Result.isFailure(result) && result.failure.message).toBe("Invalid connection status")
  })
})
