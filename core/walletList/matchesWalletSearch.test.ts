import { describe, expect, it } from "vitest"
import { matchesWalletSearch } from "./matchesWalletSearch"

const wallet = { name: "Sandbox Test Wallet" }

describe("matchesWalletSearch", () => {
  it("matches a name holding every word of the query, in any order and case", () => {
    expect(matchesWalletSearch(wallet, "TEST sand")).toBe(true)
    expect(matchesWalletSearch(wallet, "  wallet  ")).toBe(true)
  })

  it("does not match when one word is missing from the name", () => {
    expect(matchesWalletSearch(wallet, "test rainbow")).toBe(false)
  })

  it("matches every wallet with an empty or blank query", () => {
    expect(matchesWalletSearch(wallet, "")).toBe(true)
    expect(matchesWalletSearch(wallet, "   ")).toBe(true)
  })
})
