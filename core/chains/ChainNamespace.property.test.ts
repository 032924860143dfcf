import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue } from "../../test/hostile/hostileValues"
import { ChainNamespace, chainNamespaces, isChainNamespace } from "./ChainNamespace"

describe("chain namespaces (spec 3): eip155, solana, polkadot, bip122, cosmos, sui, stacks", () => {
  it("exactly the listed namespaces are known, as values and through the schema; nothing throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...chainNamespaces), hostileValue), (value) => {
        const known = (chainNamespaces as ReadonlyArray<unknown>).includes(value)
        expect(isChainNamespace(value)).toBe(known)
        expect(Result.isSuccess(Schema.decodeUnknownResult(ChainNamespace)(value))).toBe(known)
      }),
      { numRuns: 200 },
    )
    expect(isChainNamespace(["eip155"])).toBe(false)
    expect(isChainNamespace("EIP155")).toBe(false)
  })
})
