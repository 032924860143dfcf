import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  validateWalletAssets,
  validateWalletAssetsResponse,
  type WalletAsset,
  WalletAssetsInvalidError,
} from "./validateWalletAssets"

const usdc: WalletAsset = {
  address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
  balance: "0x5f5e100",
  type: "ERC20",
  metadata: {
    name: "USD Coin",
    symbol: "USDC",
    decimals: 6,
    price: 1,
    iconUrl: "https://img.example/usdc.png",
    value: 100,
  },
}

const ether: WalletAsset = {
  address: "native",
  balance: "0xde0b6b3a7640000",
  type: "NATIVE",
  metadata: { name: "Ether", symbol: "ETH", decimals: 18, price: 3000, iconUrl: "", value: 3000 },
}

const noDecimals: WalletAsset = { ...usdc, metadata: { ...usdc.metadata, decimals: 0 } }

const failureOf = (result: Result.Result<unknown, WalletAssetsInvalidError>) =>
  Result.isFailure(result) ? result.failure : undefined

describe("validateWalletAssets", () => {
  it("a list of well-typed assets is valid", () => {
    expect(validateWalletAssets([usdc, ether])).toEqual(Result.succeed([usdc, ether]))
  })

  it("tokens with decimals 0 are filtered out", () => {
    expect(validateWalletAssets([usdc, noDecimals, ether])).toEqual(Result.succeed([usdc, ether]))
  })

  it("address and balance must be strings, the balance a hex string", () => {
    expect(failureOf(validateWalletAssets([{ ...usdc, address: 1 }]))).toBeInstanceOf(
      WalletAssetsInvalidError,
    )
    expect(failureOf(validateWalletAssets([{ ...usdc, balance: 100 }]))).toBeInstanceOf(
      WalletAssetsInvalidError,
    )
    expect(failureOf(validateWalletAssets([{ ...usdc, balance: "100" }]))).toBeInstanceOf(
      WalletAssetsInvalidError,
    )
  })

  it("type must be ERC20 or NATIVE", () => {
    expect(failureOf(validateWalletAssets([{ ...usdc, type: "ERC721" }]))).toBeInstanceOf(
      WalletAssetsInvalidError,
    )
    expect(failureOf(validateWalletAssets([{ ...usdc, type: "erc721" }]))).toBeInstanceOf(
      WalletAssetsInvalidError,
    )
  })

  it("asset types are matched case-insensitively: erc20, ERC20, native and NATIVE are all valid, read in capitals", () => {
    for (const [sent, read] of [
      ["erc20", "ERC20"],
      ["ERC20", "ERC20"],
      ["Erc20", "ERC20"],
      ["native", "NATIVE"],
      ["NATIVE", "NATIVE"],
    ] as const) {
      const base = read === "ERC20" ? usdc : ether
      expect(validateWalletAssets([{ ...base, type: sent }])).toEqual(
        Result.succeed([{ ...base, type: read }]),
      )
    }
  })

  it("metadata must be correctly typed: decimals and price are numbers", () => {
    const badDecimals = { ...usdc, metadata: { ...usdc.metadata, decimals: "6" } }
    const badPrice = { ...usdc, metadata: { ...usdc.metadata, price: "1" } }
    const noMetadata = { ...usdc, metadata: undefined }
    const badIcon = { ...usdc, metadata: { ...usdc.metadata, iconUrl: 1 } }
    const noSymbol = { ...usdc, metadata: { name: "USD Coin", decimals: 6 } }
    for (const bad of [badDecimals, badPrice, noMetadata, badIcon, noSymbol]) {
      expect(failureOf(validateWalletAssets([usdc, bad]))).toBeInstanceOf(WalletAssetsInvalidError)
    }
  })

  it("one bad entry makes the whole response invalid, and the error names it", () => {
    const error = failureOf(validateWalletAssets([usdc, { ...ether, type: "OTHER" }]))
    expect(error?.message).toBe(
      'The wallet_getAssets response is invalid. Expected "ERC20" | "NATIVE"\n  at [1]["type"]',
    )
  })

  it("something other than a list is invalid", () => {
    expect(failureOf(validateWalletAssets({}))).toBeInstanceOf(WalletAssetsInvalidError)
    expect(failureOf(validateWalletAssets(null))).toBeInstanceOf(WalletAssetsInvalidError)
  })
})

describe("validateWalletAssetsResponse", () => {
  it("a real EIP-7811 answer is valid: lower-case types, metadata of name, symbol and decimals only; decimals-0 tokens dropped", () => {
    // As an EIP-7811 wallet answers wallet_getAssets on Base (0x2105): no price, icon or value.
    const answer = {
      "0x2105": [
        {
          address: "native",
          balance: "0x1bc16d674ec80000",
          metadata: { decimals: 18, name: "Ethereum", symbol: "ETH" },
          type: "native",
        },
        {
          address: "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913",
          balance: "0xf4240",
          metadata: { decimals: 6, name: "USD Coin", symbol: "USDC" },
          type: "erc20",
        },
        {
          address: "0x0000000000000000000000000000000000000bad",
          balance: "0x5",
          metadata: { decimals: 0, name: "Points", symbol: "PTS" },
          type: "erc20",
        },
      ],
    }
    expect(validateWalletAssetsResponse(answer)).toEqual(
      Result.succeed({
        "0x2105": [
          {
            address: "native",
            balance: "0x1bc16d674ec80000",
            metadata: { decimals: 18, name: "Ethereum", symbol: "ETH" },
            type: "NATIVE",
          },
          {
            address: "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913",
            balance: "0xf4240",
            metadata: { decimals: 6, name: "USD Coin", symbol: "USDC" },
            type: "ERC20",
          },
        ],
      }),
    )
  })

  it("validates every list keyed by hex chain id and filters decimals-0 tokens from each", () => {
    expect(validateWalletAssetsResponse({ "0x1": [usdc, noDecimals], "0xa": [ether] })).toEqual(
      Result.succeed({ "0x1": [usdc], "0xa": [ether] }),
    )
  })

  it("a bad entry in any list makes the response invalid", () => {
    const result = validateWalletAssetsResponse({
      "0x1": [usdc],
      "0xa": [{ ...ether, balance: 1 }],
    })
    expect(failureOf(result)).toBeInstanceOf(WalletAssetsInvalidError)
  })
})
