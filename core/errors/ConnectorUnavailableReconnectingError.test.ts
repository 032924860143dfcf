import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ConnectorUnavailableReconnectingError } from "./ConnectorUnavailableReconnectingError"

describe("ConnectorUnavailableReconnectingError", () => {
  it("reports a request made while the session is being restored as 'Unavailable while reconnecting.'", () => {
    const error = new ConnectorUnavailableReconnectingError({ connectorId: "coinbaseWallet" })
    expect(error._tag).toBe("ConnectorUnavailableReconnectingError")
    expect(error.message).toBe("Unavailable while reconnecting.")
    expect(error.connectorId).toBe("coinbaseWallet")
  })

  it("keeps its cause", () => {
    const cause = new Error("from the connector")
    expect(new ConnectorUnavailableReconnectingError({ cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new ConnectorUnavailableReconnectingError({})).pipe(
      Effect.catchTag("ConnectorUnavailableReconnectingError", (error) =>
        Effect.succeed(error.message),
      ),
    )
    expect(Effect.runSync(program)).toBe("Unavailable while reconnecting.")
  })
})
