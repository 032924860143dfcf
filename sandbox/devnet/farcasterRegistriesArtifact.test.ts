import { describe, expect, it } from "vitest"
import { sandboxIdRegistryAbi, sandboxKeyRegistryAbi } from "./farcasterRegistriesAbi"
import { farcasterRegistriesArtifact } from "./farcasterRegistriesArtifact"

describe("farcasterRegistriesArtifact", () => {
  it("the typed ABIs match the ABIs of the committed artifact", () => {
    expect(farcasterRegistriesArtifact.idRegistry.abi).toEqual(sandboxIdRegistryAbi)
    expect(farcasterRegistriesArtifact.keyRegistry.abi).toEqual(sandboxKeyRegistryAbi)
  })

  it("holds both creation bytecodes as 0x-prefixed hex", () => {
    expect(farcasterRegistriesArtifact.idRegistry.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    expect(farcasterRegistriesArtifact.keyRegistry.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
  })
})
