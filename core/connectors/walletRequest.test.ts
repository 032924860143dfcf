import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeFakeWallet, providerRpcError } from "./fakeWallet"
import {
  getAccounts,
  getChainId,
  parseAccounts,
  parseEvmChainId,
  requestAccounts,
  toHexChainId,
  toWalletRequestError,
  walletRequest,
} from "./walletRequest"

const failure = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(effect))

describe("walletRequest", () => {
  it("a rejection (4001, or a 'user rejected' message) becomes UserRejectedRequestError", async () => {
    const wallet = makeFakeWallet()
    wallet.set("eth_requestAccounts", "reject")
    expect(await failure(requestAccounts(wallet.provider))).toMatchObject({
      _tag: "UserRejectedRequestError",
      code: 4001,
      message: "User rejected the request",
    })
    expect(toWalletRequestError("m", new Error("User cancelled the signature"))).toMatchObject({
      _tag: "UserRejectedRequestError",
      message: "User rejected the request",
    })
  })

  it("another coded error becomes WalletRpcError with its code and message", async () => {
    const wallet = makeFakeWallet()
    wallet.set("eth_chainId", { error: providerRpcError(-32603, "Internal error") })
    expect(await failure(getChainId(wallet.provider))).toMatchObject({
      _tag: "WalletRpcError",
      code: -32603,
      message: "Internal error",
    })
  })

  it("an error without a code becomes WalletRequestFailedError naming the method", async () => {
    const wallet = makeFakeWallet()
    wallet.set("eth_accounts", { error: new TypeError("boom") })
    const error = await failure(getAccounts(wallet.provider))
    expect(error).toMatchObject({ _tag: "WalletRequestFailedError", method: "eth_accounts" })
    expect(error.message).toBe("The wallet request eth_accounts failed.")
  })

  it("an answer of the wrong shape is a WalletRequestFailedError", async () => {
    const wallet = makeFakeWallet()
    wallet.set("eth_requestAccounts", () => ["not an address"])
    wallet.set("eth_chainId", () => "banana")
    expect(await failure(requestAccounts(wallet.provider))).toMatchObject({
      _tag: "WalletRequestFailedError",
      method: "eth_requestAccounts",
    })
    expect(await failure(getChainId(wallet.provider))).toMatchObject({
      _tag: "WalletRequestFailedError",
      method: "eth_chainId",
    })
  })

  it("sends params only when given", async () => {
    const wallet = makeFakeWallet({ chainId: 10 })
    expect(await Effect.runPromise(getChainId(wallet.provider))).toBe(10)
    await Effect.runPromise(walletRequest(wallet.provider, "wallet_revokePermissions", [{}]))
    expect(wallet.calls).toEqual([
      { method: "eth_chainId", params: undefined },
      { method: "wallet_revokePermissions", params: [{}] },
    ])
  })
})

describe("wallet answers", () => {
  it("parseEvmChainId converts hex and decimal ids to numbers and refuses the rest", () => {
    expect(parseEvmChainId("0x89")).toBe(137)
    expect(parseEvmChainId("0XA")).toBe(10)
    expect(parseEvmChainId("10")).toBe(10)
    expect(parseEvmChainId(8453)).toBe(8453)
    expect(parseEvmChainId("0x")).toBeUndefined()
    expect(parseEvmChainId("0")).toBeUndefined()
    expect(parseEvmChainId("solana")).toBeUndefined()
    expect(parseEvmChainId(1.5)).toBeUndefined()
    expect(parseEvmChainId(null)).toBeUndefined()
  })

  it("parseAccounts accepts only a list of EVM addresses", () => {
    const a = `0x${"ab".repeat(20)}`
    expect(parseAccounts([a])).toEqual([a])
    expect(parseAccounts([])).toEqual([])
    expect(parseAccounts([a, "0x12"])).toBeUndefined()
    expect(parseAccounts(a)).toBeUndefined()
  })

  it("toHexChainId writes lower-case hex", () => {
    expect(toHexChainId(10)).toBe("0xa")
    expect(toHexChainId(42161)).toBe("0xa4b1")
  })
})
