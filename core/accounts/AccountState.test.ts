import { describe, expect, it } from "vitest"
import type { AccountsState } from "./AccountState"
import {
  accountOf,
  createAccountStore,
  initialAccountState,
  resetAccount,
  setAccount,
  toggledAccountType,
  togglePreferredAccountType,
} from "./AccountState"

const connected: AccountsState = setAccount({}, "eip155", {
  address: "0x1111111111111111111111111111111111111111",
  caipAddress: "eip155:1:0x1111111111111111111111111111111111111111",
  balance: "1.25",
  balanceSymbol: "ETH",
  profileName: "alice.foyer",
  profileImage: "https://example.test/alice.png",
  tokenBalance: [
    {
      name: "Ether",
      symbol: "ETH",
      chainId: "eip155:1",
      value: 2500,
      price: 2000,
      quantity: { decimals: "18", numeric: "1.25" },
      iconUrl: "",
    },
  ],
  preferredAccountType: "smartAccount",
  status: "connected",
})

describe("AccountState", () => {
  it("keeps an account per chain namespace", () => {
    expect(accountOf(connected, "eip155").profileName).toBe("alice.foyer")
    expect(accountOf(connected, "solana")).toBe(initialAccountState)
  })

  it("after a reset the status is disconnected, address, balances and profile are cleared, the preferred account type is kept", () => {
    expect(accountOf(resetAccount(connected, "eip155"), "eip155")).toEqual({
      ...initialAccountState,
      status: "disconnected",
      address: undefined,
      balance: undefined,
      tokenBalance: [],
      profileName: undefined,
      profileImage: undefined,
      preferredAccountType: "smartAccount",
    })
  })

  it("the preferred account type toggles from smartAccount to eoa", () => {
    expect(toggledAccountType("smartAccount", false)).toBe("eoa")
    expect(
      accountOf(togglePreferredAccountType(connected, "eip155", true), "eip155")
        .preferredAccountType,
    ).toBe("eoa")
  })

  it("switching to smartAccount happens only if smart accounts are enabled and the current type is eoa", () => {
    expect(toggledAccountType("eoa", true)).toBe("smartAccount")
    const eoa = setAccount(connected, "eip155", { preferredAccountType: "eoa" })
    expect(togglePreferredAccountType(eoa, "eip155", false)).toBe(eoa)
    expect(toggledAccountType("payment", true)).toBe("payment")
    expect(toggledAccountType(undefined, true)).toBeUndefined()
  })

  it("createAccountStore starts with no accounts", () => {
    expect(createAccountStore().getSnapshot()).toEqual({})
  })
})
