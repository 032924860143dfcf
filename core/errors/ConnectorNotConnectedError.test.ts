import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ConnectorNotConnectedError } from "./ConnectorNotConnectedError"

describe("ConnectorNotConnectedError", () => {
  it("reports an action that needs a connected connector as 'Connector not connected.'", () => {
    const error = new ConnectorNotConnectedError({ connectorId: "paired-wallet" })
    expect(error._tag).toBe("ConnectorNotConnectedError")
    expect(error.message).toBe("Connector not connected.")
    expect(error.connectorId).toBe("paired-wallet")
  })

  it("keeps its cause", () => {
    const cause = new Error("from the connector")
    expect(new ConnectorNotConnectedError({ cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new ConnectorNotConnectedError({})).pipe(
      Effect.catchTag("ConnectorNotConnectedError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Connector not connected.")
  })
})
