import { describe, expect, it } from "vitest"
import { multicall3Address } from "../../core/accounts/balances/multicall3Address"
import { multicall3Artifact } from "./multicall3Artifact"
import { readViemMulticall3Bytecode } from "./viemMulticall3"

describe("multicall3Artifact", () => {
  it("is the installed viem's Multicall3 creation bytecode (rewrite it with writeMulticall3Artifact.ts)", async () => {
    expect(multicall3Artifact.bytecode).toBe(await readViemMulticall3Bytecode())
  })

  it("names the canonical address the kit reads through", () => {
    expect(multicall3Artifact.address).toBe(multicall3Address)
  })
})
