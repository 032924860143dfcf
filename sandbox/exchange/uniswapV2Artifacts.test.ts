import { keccak256 } from "viem"
import { describe, expect, it } from "vitest"
import { readUniswapV2Artifacts, uniswapV2PairInitCodeHash } from "./uniswapV2Artifacts"

describe("readUniswapV2Artifacts", () => {
  const artifacts = readUniswapV2Artifacts()

  it("reads every artifact's ABI and 0x-prefixed creation bytecode", () => {
    for (const { abi, bytecode } of Object.values(artifacts)) {
      expect(abi.length).toBeGreaterThan(0)
      expect(bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    }
  })

  it("reads the files once per process", () => {
    expect(readUniswapV2Artifacts()).toBe(artifacts)
  })

  it("the npm pair's creation code hashes to mainnet's init code hash", () => {
    expect(keccak256(artifacts.pair.bytecode)).toBe(uniswapV2PairInitCodeHash)
  })

  it("the npm factory creates exactly that pair code", () => {
    expect(artifacts.factory.bytecode).toContain(artifacts.pair.bytecode.slice(2))
  })

  it("Router02's pairFor computes pair addresses with that same init code hash", () => {
    expect(artifacts.router02.bytecode).toContain(uniswapV2PairInitCodeHash.slice(2))
  })
})
