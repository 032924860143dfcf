import { describe, expect, it } from "vitest"
import { isNativeToken, sameToken, tokenBalanceOf, toSwapToken } from "./SwapToken"

const fusdAddress = "0x5FbDB2315678afecb367f032d93F642f64180aa3"

describe("SwapToken", () => {
  it("reads the provider API's entry: the CAIP-10 address and its contract", () => {
    const fusd = toSwapToken({
      name: "Foyer USD",
      symbol: "FUSD",
      address: `eip155:31337:${fusdAddress}`,
      decimals: 6,
      logoUri: null,
      eip2612: false,
    })
    expect(fusd).toEqual({
      caipAddress: `eip155:31337:${fusdAddress}`,
      address: fusdAddress,
      name: "Foyer USD",
      symbol: "FUSD",
      decimals: 6,
      logoUri: undefined,
    })
    expect(isNativeToken(fusd!)).toBe(false)
  })

  it("refuses an address that is not an EVM CAIP-10 address", () => {
    const entry = { name: "x", symbol: "X", decimals: 6, logoUri: null, eip2612: null }
    expect(toSwapToken({ ...entry, address: fusdAddress })).toBeUndefined()
    expect(toSwapToken({ ...entry, address: "solana:abc:xyz" })).toBeUndefined()
  })

  it("the native currency is 0xeeee…; balances come from the account (the native one, or the token's)", () => {
    const eth = toSwapToken({
      name: "Ether",
      symbol: "ETH",
      address: `eip155:31337:0x${"E".repeat(40)}`,
      decimals: 18,
      logoUri: null,
      eip2612: null,
    })!
    const fusd = toSwapToken({
      name: "Foyer USD",
      symbol: "FUSD",
      address: `eip155:31337:${fusdAddress.toLowerCase()}`,
      decimals: 6,
      logoUri: null,
      eip2612: null,
    })!
    expect(isNativeToken(eth)).toBe(true)
    const quantity = (numeric: string) => ({ decimals: "6", numeric })
    const base = { chainId: "eip155:31337" as const, price: 1, value: 7, iconUrl: "" }
    const account = {
      balance: "12.5",
      tokenBalance: [
        {
          ...base,
          name: "Foyer USD",
          symbol: "FUSD",
          address: fusdAddress,
          quantity: quantity("7"),
        },
      ],
    }
    expect(tokenBalanceOf(eth, account)).toBe("12.5")
    expect(tokenBalanceOf(fusd, account)).toBe("7")
    // The provider API's balances name a token by its CAIP-10 address.
    const caip = { ...account.tokenBalance[0]!, address: `eip155:31337:${fusdAddress}` }
    expect(tokenBalanceOf(fusd, { balance: "1", tokenBalance: [caip] })).toBe("7")
    expect(tokenBalanceOf(fusd, { balance: undefined, tokenBalance: [] })).toBe("0")
    expect(sameToken(fusd, { ...fusd, caipAddress: fusd.caipAddress.toUpperCase() })).toBe(true)
    expect(sameToken(fusd, eth)).toBe(false)
    expect(sameToken(fusd, undefined)).toBe(false)
  })
})
