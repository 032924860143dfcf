import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { AccountNotFoundError } from "./AccountNotFoundError"

describe("AccountNotFoundError", () => {
  it("reports an account the connector did not return as 'Account not found.'", () => {
    const error = new AccountNotFoundError({
      address: "0x0000000000000000000000000000000000000001",
      connectorId: "injected",
    })
    expect(error._tag).toBe("AccountNotFoundError")
    expect(error.message).toBe("Account not found.")
    expect(error.address).toBe("0x0000000000000000000000000000000000000001")
  })

  it("keeps its cause", () => {
    const cause = new Error("from the connector")
    expect(new AccountNotFoundError({ cause }).cause).toBe(cause)
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new AccountNotFoundError({})).pipe(
      Effect.catchTag("AccountNotFoundError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Account not found.")
  })
})
