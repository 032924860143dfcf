import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { AccountNotFoundError } from "./AccountNotFoundError"
import {
  CategorizedError,
  categorize,
  categoryOf,
  defaultErrorCategory,
  errorCategories,
} from "./CategorizedError"
import { ChainMismatchError } from "./ChainMismatchError"
import { ChainNotConfiguredError } from "./ChainNotConfiguredError"
import { ConnectorAlreadyConnectedError } from "./ConnectorAlreadyConnectedError"
import { ConnectorNotConnectedError } from "./ConnectorNotConnectedError"
import { ConnectorUnavailableReconnectingError } from "./ConnectorUnavailableReconnectingError"
import { FlowError } from "./FlowError"
import { KitError } from "./KitError"
import { SwitchChainNotSupportedError } from "./SwitchChainNotSupportedError"
import { UserRejectedRequestError } from "./UserRejectedRequestError"

describe("categorize", () => {
  it("defaults to the internal SDK error category", () => {
    expect(defaultErrorCategory).toBe("INTERNAL_SDK_ERROR")
    expect(categorize(new Error("boom")).category).toBe("INTERNAL_SDK_ERROR")
  })

  it("keeps the original error, as originalError and as cause, and its message", () => {
    const original = new Error("HTTP 500 from /v1/convert/quotes")
    const error = categorize(original, "API_ERROR")
    expect(error._tag).toBe("CategorizedError")
    expect(error.category).toBe("API_ERROR")
    expect(error.originalError).toBe(original)
    expect(error.cause).toBe(original)
    expect(error.message).toBe("HTTP 500 from /v1/convert/quotes")
  })

  it("keeps the message of a tagged kit error", () => {
    const error = categorize(new UserRejectedRequestError({ code: 4001 }), "USER_REJECTED")
    expect(error.message).toBe("User rejected the request")
  })

  it("uses a string error as the message and a fallback for errors without one", () => {
    expect(categorize("socket hang up").message).toBe("socket hang up")
    expect(categorize({ status: 500 }).message).toBe("An unknown error occurred.")
  })

  it("does not wrap an already categorised error twice", () => {
    const original = new Error("bad address")
    const first = categorize(original, "VALIDATION_ERROR")
    expect(categorize(first)).toBe(first)
    expect(categorize(first, "VALIDATION_ERROR")).toBe(first)
    const recategorised = categorize(first, "WALLET_ERROR")
    expect(recategorised.category).toBe("WALLET_ERROR")
    expect(recategorised.originalError).toBe(original)
  })

  it("an error that gives itself a category is categorised in it, unless another is given", () => {
    expect(categorize(new AccountNotFoundError({})).category).toBe("WALLET_ERROR")
    expect(categorize(new KitError({ code: "APKT001" })).category).toBe("VALIDATION_ERROR")
    expect(categorize(new KitError({ code: "APKT001" }), "API_ERROR").category).toBe("API_ERROR")
  })

  it("offers the categories a report can carry", () => {
    expect(errorCategories).toEqual([
      "INTERNAL_SDK_ERROR",
      "API_ERROR",
      "WALLET_ERROR",
      "USER_REJECTED",
      "VALIDATION_ERROR",
      "RPC_ERROR",
      "NETWORK_ERROR",
    ])
  })
})

describe("CategorizedError", () => {
  it("is rethrown by an Effect and caught by its tag with its category", () => {
    const program = Effect.fail(new Error("timeout")).pipe(
      Effect.mapError((error) => categorize(error, "NETWORK_ERROR")),
      Effect.catchTag("CategorizedError", (error) =>
        Effect.succeed(`${error.category}: ${error.message}`),
      ),
    )
    expect(Effect.runSync(program)).toBe("NETWORK_ERROR: timeout")
  })

  it("can be built directly", () => {
    const error = new CategorizedError({ category: "RPC_ERROR", originalError: "bad" })
    expect(error.cause).toBe("bad")
    expect(error.message).toBe("bad")
  })
})

describe("categoryOf", () => {
  it("spec 8's wallet errors are WALLET_ERROR", () => {
    expect(
      [
        new ChainNotConfiguredError({}),
        new ConnectorAlreadyConnectedError({}),
        new ConnectorNotConnectedError({}),
        new AccountNotFoundError({}),
        new ChainMismatchError({}),
        new SwitchChainNotSupportedError({}),
        new ConnectorUnavailableReconnectingError({}),
      ].map(categoryOf),
    ).toEqual(Array(7).fill("WALLET_ERROR"))
  })

  it("a user rejection and a closed modal are USER_REJECTED; a coded error is its code's", () => {
    expect(categoryOf(new UserRejectedRequestError({}))).toBe("USER_REJECTED")
    expect(categoryOf(new FlowError({ reason: "modalClosed" }))).toBe("USER_REJECTED")
    expect(categoryOf(new KitError({ code: "APKT010" }))).toBe("API_ERROR")
  })

  it("is undefined for an error that names none, or names something that is no category", () => {
    expect(categoryOf(new Error("boom"))).toBeUndefined()
    expect(categoryOf({ category: "SOMETHING" })).toBeUndefined()
    expect(categoryOf("text")).toBeUndefined()
  })
})
