import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  checkNameRegistration,
  RegistrationAddressOrAuthConnectorNotFoundError,
  RegistrationNetworkNotFoundError,
} from "./checkNameRegistration"

const network = { caipNetworkId: "eip155:1" }
const address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const authConnector = { id: "AUTH" }

const failureOf = <A, E>(result: Result.Result<A, E>) =>
  Result.isFailure(result) ? result.failure : undefined

describe("checkNameRegistration", () => {
  it("registration needs an active network, otherwise 'Network not found'", () => {
    const error = failureOf(checkNameRegistration({ network: undefined, address, authConnector }))
    expect(error).toBeInstanceOf(RegistrationNetworkNotFoundError)
    expect(error?.message).toBe("Network not found")
  })

  it("the network is checked first", () => {
    const error = failureOf(
      checkNameRegistration({ network: undefined, address: undefined, authConnector: undefined }),
    )
    expect(error?.message).toBe("Network not found")
  })

  it("registration needs an address and an auth connector, otherwise 'Address or auth connector not found'", () => {
    for (const context of [
      { network, address: undefined, authConnector },
      { network, address: "", authConnector },
      { network, address, authConnector: undefined },
    ]) {
      const error = failureOf(checkNameRegistration(context))
      expect(error).toBeInstanceOf(RegistrationAddressOrAuthConnectorNotFoundError)
      expect(error?.message).toBe("Address or auth connector not found")
    }
  })

  it("a complete context passes through", () => {
    expect(checkNameRegistration({ network, address, authConnector })).toEqual(
      Result.succeed({ network, address, authConnector }),
    )
  })
})
