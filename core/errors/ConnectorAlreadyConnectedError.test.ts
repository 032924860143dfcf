import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ConnectorAlreadyConnectedError } from "./ConnectorAlreadyConnectedError"

describe("ConnectorAlreadyConnectedError", () => {
  it("reports connecting to the connector that is already current as 'Connector already connected.'", () => {
    const error = new ConnectorAlreadyConnectedError({ connectorId: "injected" })
    expect(error._tag).toBe("ConnectorAlreadyConnectedError")
    expect(error.message).toBe("Connector already connected.")
    expect(error.connectorId).toBe("injected")
  })

  it("keeps its cause", () => {
    const cause = new Error("from the connector")
    expect(new ConnectorAlreadyConnectedError({ cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new ConnectorAlreadyConnectedError({})).pipe(
      Effect.catchTag("ConnectorAlreadyConnectedError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Connector already connected.")
  })
})
