import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ChainAdapters, chainAdaptersOf, kernelChainAdapters } from "./ChainAdapters"
import { makeTestChainAdapter } from "./chainAdapterFixtures"
import { eip155Adapter } from "./eip155/eip155Adapter"

describe("ChainAdapters", () => {
  it("has the kernel's EVM adapter and none for a family no plugin brought", () => {
    expect(kernelChainAdapters.of("eip155")).toBe(eip155Adapter)
    expect(kernelChainAdapters.of("solana")).toBeUndefined()
    expect(kernelChainAdapters.namespaces).toEqual(["eip155"])
  })

  it("adds the plugins' adapters after EVM, and never lets one replace a namespace's first adapter", async () => {
    const solanaFamily = makeTestChainAdapter("solana").adapter
    const impostor = { ...makeTestChainAdapter("eip155").adapter }
    const adapters = await Effect.runPromise(
      Effect.provide(Effect.service(ChainAdapters), ChainAdapters.layer([impostor, solanaFamily])),
    )
    expect(adapters.of("eip155")).toBe(eip155Adapter)
    expect(adapters.of("solana")).toBe(solanaFamily)
    expect(adapters.namespaces).toEqual(["eip155", "solana"])
  })

  it("keeps the first of two adapters given for one namespace", () => {
    const first = makeTestChainAdapter("solana").adapter
    const second = makeTestChainAdapter("solana").adapter
    expect(chainAdaptersOf([first, second]).of("solana")).toBe(first)
  })
})
