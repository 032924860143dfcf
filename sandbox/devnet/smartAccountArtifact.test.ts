import { describe, expect, it } from "vitest"
import { sandboxSmartAccountAbi, sandboxSmartAccountFactoryAbi } from "./smartAccountAbi"
import { smartAccountArtifact } from "./smartAccountArtifact"

describe("smartAccountArtifact", () => {
  it("the typed ABIs match the ABIs of the committed artifact", () => {
    expect(smartAccountArtifact.account.abi).toEqual(sandboxSmartAccountAbi)
    expect(smartAccountArtifact.factory.abi).toEqual(sandboxSmartAccountFactoryAbi)
  })

  it("holds both creation bytecodes as 0x-prefixed hex", () => {
    expect(smartAccountArtifact.account.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    expect(smartAccountArtifact.factory.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
  })
})
