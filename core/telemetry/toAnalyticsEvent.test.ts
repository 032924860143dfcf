import { describe, expect, it } from "vitest"
import { CategorizedError } from "../errors/CategorizedError"
import { InternalError } from "../errors/InternalError"
import { toAnalyticsEvent, toErrorReport } from "./toAnalyticsEvent"

const stamp = {
  eventId: "3f2b8c1e-5d4a-4b6c-8e9f-0a1b2c3d4e5f",
  page: { url: "https://dapp.example/swap?x=1", domain: "dapp.example" },
  timestamp: 1_700_000_000_123,
}
const address = "0x90F79bf6EB2c4f870365E785982E1f101E93b906"

describe("usage events and error reports (spec 3, 7)", () => {
  it("a kit event becomes a track event with the connected address and its payload as properties", () => {
    expect(
      toAnalyticsEvent(
        { type: "CONNECT_SUCCESS", connectorId: "foyer.test", address },
        stamp,
        address,
      ),
    ).toEqual({
      eventId: stamp.eventId,
      url: "https://dapp.example/swap?x=1",
      domain: "dapp.example",
      timestamp: 1_700_000_000_123,
      props: {
        type: "track",
        event: "CONNECT_SUCCESS",
        address,
        properties: { connectorId: "foyer.test", address },
      },
    })
  })

  it("without a connected address the event has none", () => {
    expect(
      toAnalyticsEvent({ type: "MODAL_OPEN", view: "Connect" }, stamp, undefined).props,
    ).toEqual({ type: "track", event: "MODAL_OPEN", properties: { view: "Connect" } })
  })

  it("an error report's default category is internal SDK error (spec 8)", () => {
    const error = new InternalError({ reason: "networkNotFound", detail: "eip155:999" })
    const report = toErrorReport(error, undefined, stamp)
    expect(report).toEqual({
      eventId: stamp.eventId,
      url: "https://dapp.example/swap?x=1",
      domain: "dapp.example",
      timestamp: 1_700_000_000_123,
      props: {
        type: "error",
        event: "ERROR",
        properties: {
          errorType: "INTERNAL_SDK_ERROR",
          errorMessage: "Network not found: eip155:999",
          stackTrace: error.stack,
          timestamp: 1_700_000_000_123,
        },
      },
    })
  })

  it("an error report carries the category given, or the one the error already has", () => {
    expect(toErrorReport("plain text", "API_ERROR", stamp).props.properties).toEqual({
      errorType: "API_ERROR",
      errorMessage: "plain text",
      timestamp: 1_700_000_000_123,
    })
    const categorized = new CategorizedError({ category: "WALLET_ERROR", originalError: "boom" })
    expect(toErrorReport(categorized, undefined, stamp).props.properties.errorType).toBe(
      "WALLET_ERROR",
    )
  })
})
