import { describe, expect, it } from "vitest"
import { compileTestToken } from "./compileTestToken"
import { testTokenAbi } from "./testTokenAbi"

describe("compileTestToken", () => {
  it("the typed ABI matches the ABI solc compiles from the contract", async () => {
    const { abi } = await compileTestToken()
    expect(abi).toEqual(testTokenAbi)
  }, 60_000)

  it("compiles once per process and reuses the result", async () => {
    const first = compileTestToken()
    expect(compileTestToken()).toBe(first)
    const { bytecode } = await first
    expect(bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
  }, 60_000)
})
