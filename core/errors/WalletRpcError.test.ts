import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import {
  chainNotAddedCode,
  isChainNotAddedError,
  isMethodNotSupportedError,
  methodNotSupportedCode,
  toWalletRpcError,
  WalletRpcError,
} from "./WalletRpcError"

describe("WalletRpcError", () => {
  it("carries the wallet's numeric code, message and data", () => {
    const error = new WalletRpcError({ code: 4100, message: "Unauthorized", data: { x: 1 } })
    expect(error._tag).toBe("WalletRpcError")
    expect(error.code).toBe(4100)
    expect(error.message).toBe("Unauthorized")
    expect(error.data).toEqual({ x: 1 })
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(new WalletRpcError({ code: 4200, message: "Unsupported" })).pipe(
      Effect.catchTag("WalletRpcError", (error) => Effect.succeed(error.code)),
    )
    expect(Effect.runSync(program)).toBe(4200)
  })
})

describe("toWalletRpcError", () => {
  it("reads the code, message and data of an EIP-1193 error and keeps it as cause", () => {
    const original = { code: 4902, message: "Unrecognized chain ID", data: { chainId: "0x1" } }
    const error = toWalletRpcError(original)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error).toMatchObject({
      code: 4902,
      message: "Unrecognized chain ID",
      data: { chainId: "0x1" },
      cause: original,
    })
  })

  it("uses the first coded level of the cause chain", () => {
    const error = toWalletRpcError(
      new Error("wrapped", { cause: { code: "-32603", message: "Internal" } }),
    )
    expect(error).toMatchObject({ code: -32603, message: "Internal" })
  })

  it("names the code when the wallet sent no message", () => {
    expect(toWalletRpcError({ code: 4900 })?.message).toBe(
      "The wallet request failed with code 4900.",
    )
  })

  it("is undefined for an error without an RPC code", () => {
    expect(toWalletRpcError(new Error("plain"))).toBeUndefined()
  })

  it("returns a WalletRpcError as it is", () => {
    const error = new WalletRpcError({ code: 4001, message: "no" })
    expect(toWalletRpcError(error)).toBe(error)
  })
})

describe("isChainNotAddedError", () => {
  it("treats code 4902 as a chain unknown to the wallet", () => {
    expect(chainNotAddedCode).toBe(4902)
    expect(isChainNotAddedError({ code: 4902 })).toBe(true)
    expect(isChainNotAddedError(new WalletRpcError({ code: 4902, message: "Unrecognized" }))).toBe(
      true,
    )
  })

  it("finds 4902 in data.originalError, as MetaMask mobile sends it", () => {
    expect(isChainNotAddedError({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(
      true,
    )
  })

  it("finds 4902 down the cause chain and as a string", () => {
    expect(isChainNotAddedError(new Error("switch failed", { cause: { code: "4902" } }))).toBe(true)
  })

  it("is false for other codes", () => {
    expect(isChainNotAddedError({ code: 4001 })).toBe(false)
    expect(isChainNotAddedError(new Error("Unrecognized chain"))).toBe(false)
  })
})

describe("isMethodNotSupportedError", () => {
  it("treats code 4200 (Unsupported Method), on the error or down its cause chain, as a method the wallet lacks", () => {
    expect(methodNotSupportedCode).toBe(4200)
    expect(isMethodNotSupportedError(new WalletRpcError({ code: 4200, message: "no" }))).toBe(true)
    expect(isMethodNotSupportedError(new Error("switch failed", { cause: { code: "4200" } }))).toBe(
      true,
    )
  })

  it("is false for other codes, and for a 4902 unknown chain", () => {
    expect(isMethodNotSupportedError({ code: 4902 })).toBe(false)
    expect(isMethodNotSupportedError(new Error("Unsupported method"))).toBe(false)
  })
})
