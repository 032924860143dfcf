import type { Abi, AbiParameter } from "viem"
import { describe, expect, it } from "vitest"
import {
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
  weth9Abi,
} from "./uniswapV2Abis"
import { readUniswapV2Artifacts } from "./uniswapV2Artifacts"

/** An ABI item as it matters to a call: kind, name, mutability, parameter names and types. */
const canonical = (item: Abi[number]) => {
  const parameters = (list: ReadonlyArray<AbiParameter> | undefined) =>
    (list ?? []).map((parameter) => `${parameter.type} ${parameter.name ?? ""}`.trim())
  return {
    type: item.type,
    name: "name" in item ? item.name : undefined,
    stateMutability: "stateMutability" in item ? item.stateMutability : undefined,
    inputs: parameters("inputs" in item ? item.inputs : undefined),
    outputs: parameters("outputs" in item ? item.outputs : undefined),
  }
}

describe("the Uniswap V2 ABIs typed for viem", () => {
  const artifacts = readUniswapV2Artifacts()
  it.each([
    ["UniswapV2Factory", uniswapV2FactoryAbi, artifacts.factory.abi],
    ["UniswapV2Pair", uniswapV2PairAbi, artifacts.pair.abi],
    ["UniswapV2Router02", uniswapV2Router02Abi, artifacts.router02.abi],
    ["WETH9", weth9Abi, artifacts.weth9.abi],
  ] as const)(
    "each %s item is, word for word, in the installed artifact's ABI",
    (_, typed, installed) => {
      const installedItems = installed.map(canonical)
      for (const item of typed) expect(installedItems).toContainEqual(canonical(item))
    },
  )
})
