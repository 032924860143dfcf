import { describe, expect, it } from "vitest"
import { testTokenAbi } from "./testTokenAbi"
import { testTokenArtifact } from "./testTokenArtifact"

describe("testTokenArtifact", () => {
  it("the typed ABI matches the ABI of the committed artifact", () => {
    expect(testTokenArtifact.abi).toEqual(testTokenAbi)
  })

  it("holds the creation bytecode as 0x-prefixed hex", () => {
    expect(testTokenArtifact.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
  })
})
