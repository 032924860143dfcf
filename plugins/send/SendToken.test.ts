import { describe, expect, it } from "vitest"
import { type CaipNetwork, foyerDevnet, foyerDevnet2, type TokenBalance } from "../../core"
import { isSameToken, offeredTokens } from "./SendToken"

const devnet: CaipNetwork = foyerDevnet("http://127.0.0.1:8545")
const other: CaipNetwork = foyerDevnet2("http://127.0.0.1:8546")
// The sandbox devnet's test tokens (sandbox/devnet/seedDevnet.ts): deployed by account 0 at
// nonces 0, 1 and 2, so at the same addresses on every fresh devnet.
const fusdAddress = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
const foyAddress = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"

const balance = (patch: Partial<TokenBalance> & Pick<TokenBalance, "symbol">): TokenBalance => ({
  name: patch.symbol,
  chainId: devnet.caipNetworkId,
  value: 0,
  price: 0,
  quantity: { decimals: "18", numeric: "1" },
  iconUrl: "",
  ...patch,
})

const eth = balance({
  name: "Ether",
  symbol: "ETH",
  quantity: { decimals: "18", numeric: "9999.5" },
})
const fusd = balance({
  name: "Foyer USD",
  symbol: "FUSD",
  address: fusdAddress,
  quantity: { decimals: "6", numeric: "10000" },
})
const foy = balance({ name: "Foyer Token", symbol: "FOY", address: foyAddress })

describe("offeredTokens", () => {
  it("offers the native currency first, then the ERC-20 tokens held on the active network", () => {
    const tokens = offeredTokens({
      tokenBalance: [fusd, eth, foy, { ...foy, chainId: other.caipNetworkId }],
      nativeBalance: "9999.5",
      network: devnet,
      options: { native: true },
    })
    expect(tokens.map((t) => [t.kind, t.symbol, t.address, t.decimals, t.balance])).toEqual([
      ["native", "ETH", undefined, 18, "9999.5"],
      ["token", "FUSD", fusdAddress, 6, "10000"],
      ["token", "FOY", foyAddress, 18, "1"],
    ])
  })

  it("takes a token's contract from the CAIP-10 address the provider API gives (openapi TokenBalance)", () => {
    const tokens = offeredTokens({
      tokenBalance: [
        { ...fusd, address: `${devnet.caipNetworkId}:${fusdAddress}` },
        { ...foy, address: `${devnet.caipNetworkId}:${foyAddress}` },
      ],
      nativeBalance: "1",
      network: devnet,
      options: { native: false, tokens: [foyAddress] },
    })
    expect(tokens.map((t) => [t.symbol, t.address])).toEqual([["FOY", foyAddress]])
  })

  it("offers the network's currency from the account balance when the balances do not list it", () => {
    const [native] = offeredTokens({
      tokenBalance: [fusd],
      nativeBalance: "3.25",
      network: devnet,
      options: { native: true },
    })
    expect(native).toEqual({
      kind: "native",
      symbol: devnet.nativeCurrency.symbol,
      name: devnet.nativeCurrency.name,
      decimals: devnet.nativeCurrency.decimals,
      balance: "3.25",
      price: 0,
      iconUrl: "",
    })
  })

  it("offers only the listed tokens, and no native currency when told so", () => {
    const tokens = offeredTokens({
      tokenBalance: [eth, fusd, foy],
      nativeBalance: "1",
      network: devnet,
      options: { native: false, tokens: [foyAddress.toLowerCase() as `0x${string}`] },
    })
    expect(tokens.map((t) => t.symbol)).toEqual(["FOY"])
  })

  it("tokens with decimals 0 are filtered out (spec 5)", () => {
    const tokens = offeredTokens({
      tokenBalance: [
        balance({ symbol: "NFT", address: foyAddress, quantity: { decimals: "0", numeric: "1" } }),
      ],
      nativeBalance: undefined,
      network: devnet,
      options: { native: false },
    })
    expect(tokens).toEqual([])
  })

  it("a token without address that is not the network's currency is an ERC-20 lacking its address", () => {
    const [token] = offeredTokens({
      tokenBalance: [balance({ symbol: "ODD" })],
      nativeBalance: undefined,
      network: devnet,
      options: { native: false },
    })
    expect(token).toMatchObject({ kind: "token", symbol: "ODD" })
    expect(token?.address).toBeUndefined()
  })
})

describe("isSameToken", () => {
  it("compares kind, symbol and contract, the contract in any case", () => {
    const [a, b] = offeredTokens({
      tokenBalance: [fusd, { ...fusd, address: fusdAddress.toLowerCase() }],
      nativeBalance: undefined,
      network: devnet,
      options: { native: false },
    })
    expect(a && b && isSameToken(a, b)).toBe(true)
  })
})
