import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  AccountType,
  accountTypes,
  defaultAccountTypeFor,
  defaultAccountTypes,
} from "./AccountType"

describe("AccountType", () => {
  it("account entry types are eoa, smartAccount and payment", () => {
    expect(accountTypes).toEqual(["eoa", "smartAccount", "payment"])
    expect(Result.isSuccess(Schema.decodeUnknownResult(AccountType)("payment"))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(AccountType)("smart"))).toBe(true)
  })

  it("default account types: bitcoin payment, EVM smartAccount, polkadot and Solana eoa", () => {
    expect(defaultAccountTypes).toEqual({
      bip122: "payment",
      eip155: "smartAccount",
      polkadot: "eoa",
      solana: "eoa",
    })
    expect(defaultAccountTypeFor("eip155")).toBe("smartAccount")
    expect(defaultAccountTypeFor("bip122")).toBe("payment")
    expect(defaultAccountTypeFor("cosmos")).toBeUndefined()
  })
})
