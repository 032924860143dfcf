import { describe, expect, it } from "vitest"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import {
  makeOnrampTreasury,
  OnrampTreasuryMissingError,
  onrampTreasuryIndex,
} from "./onrampTreasury"

describe("the onramp treasury", () => {
  it("is the second to last account: never one of the token holders 0-2 nor the exchange's last", () => {
    expect(onrampTreasuryIndex(10)).toBe(8)
    expect(onrampTreasuryIndex(5)).toBe(3)
    expect(onrampTreasuryIndex(4)).toBeUndefined()
    expect(onrampTreasuryIndex(2)).toBeUndefined()
  })

  it("a devnet with too few accounts has none, and says how many it needs", () => {
    const devnet = {
      chainId: 31337,
      rpcUrl: "http://127.0.0.1:9",
      accounts: deriveDevnetAccounts(devnetMnemonic, 3),
    }
    expect(() => makeOnrampTreasury(devnet)).toThrow(OnrampTreasuryMissingError)
    expect(() => makeOnrampTreasury(devnet)).toThrow(
      "The sandbox onramp needs a treasury account: start the sandbox with at least 5 accounts (it has 3)",
    )
    const enough = { ...devnet, accounts: deriveDevnetAccounts(devnetMnemonic, 6) }
    expect(makeOnrampTreasury(enough).address).toBe(enough.accounts[4]?.address)
  })
})
