import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileRecord, hostileString, hostileValue } from "../../test/hostile/hostileValues"
import { checkNameRegistration, type NameRegistrationContext } from "./checkNameRegistration"

const messageOf = (result: Result.Result<unknown, { readonly message: string }>) =>
  Result.isFailure(result) ? result.failure.message : "ok"

const present = hostileValue.filter((value) => value !== undefined && value !== null)
const address = hostileString.filter((text) => text.trim() !== "")

const expectedMessage = (context: unknown): string => {
  const {
    network,
    address: a,
    authConnector,
  } = (typeof context === "object" && context !== null ? context : {}) as Record<string, unknown>
  if (network === undefined || network === null) return "Network not found"
  if (typeof a !== "string" || a.trim() === "" || authConnector == null) {
    return "Address or auth connector not found"
  }
  return "ok"
}

describe("name registration (spec 5) needs an active network, then an address and an auth connector", () => {
  it("a context with all three passes through unchanged", () => {
    fc.assert(
      fc.property(present, address, present, (network, a, authConnector) => {
        const context = { network, address: a, authConnector }
        expect(checkNameRegistration(context)).toEqual(Result.succeed(context))
      }),
      { numRuns: 200 },
    )
  })

  it("null is as absent as undefined, and a blank or non-string address is no address", () => {
    const context = { network: null, address: "0xab", authConnector: {} }
    expect(messageOf(checkNameRegistration(context))).toBe("Network not found")
    for (const a of [" ", 12, ["0xab"]]) {
      const withAddress = { network: {}, address: a, authConnector: {} }
      expect(messageOf(checkNameRegistration(withAddress as never))).toBe(
        "Address or auth connector not found",
      )
    }
    const noConnector = { network: {}, address: "0xab", authConnector: null }
    expect(messageOf(checkNameRegistration(noConnector))).toBe(
      "Address or auth connector not found",
    )
  })

  it("any context gives 'Network not found', 'Address or auth connector not found' or passes; never a throw", () => {
    const context = fc.oneof(hostileRecord(["network", "address", "authConnector"]), hostileValue)
    fc.assert(
      fc.property(context, (value) => {
        const result = checkNameRegistration(value as NameRegistrationContext<unknown, unknown>)
        expect(messageOf(result)).toBe(expectedMessage(value))
      }),
      { numRuns: 200 },
    )
  })
})
