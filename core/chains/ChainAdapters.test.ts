import { Cause, Effect, Exit } from "effect"
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

  it("a deferred adapter: its namespace and WalletConnect ask known at once, its code imported on the first load only (once), and an import that failed tried again", async () => {
    const solanaFamily = makeTestChainAdapter("solana").adapter
    const walletConnect = { methods: ["solana_signMessage"], events: [] }
    const outcomes = ["fail", "load"]
    let imports = 0
    const adapters = chainAdaptersOf([
      eip155Adapter,
      {
        namespace: "solana",
        walletConnect,
        load: async () => {
          imports += 1
          if (outcomes.shift() === "fail")
            throw new Error("Failed to fetch dynamically imported module")
          return solanaFamily
        },
      },
    ])
    expect([
      adapters.namespaces,
      adapters.walletConnectOf("solana"),
      adapters.of("solana"),
    ]).toEqual([["eip155", "solana"], walletConnect, undefined])
    expect(imports).toBe(0)
    const failed = await Effect.runPromiseExit(adapters.load("solana"))
    expect(Exit.isFailure(failed) && Cause.hasDies(failed.cause)).toBe(true)
    expect(adapters.of("solana")).toBeUndefined()
    const loaded = await Promise.all([
      Effect.runPromise(adapters.load("solana")),
      Effect.runPromise(adapters.load("solana")),
    ])
    expect([...loaded, adapters.of("solana"), imports]).toEqual([
      solanaFamily,
      solanaFamily,
      solanaFamily,
      2,
    ])
    expect(await Effect.runPromise(adapters.load("bip122"))).toBeUndefined()
  })
})
