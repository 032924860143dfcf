import { describe, expect, it } from "vitest"
import { compileTestToken, testTokenArtifactJson } from "./compileTestToken"
import { testTokenArtifact } from "./testTokenArtifact"

describe("compileTestToken", () => {
  it("the committed FoyerTestToken.json is what solc compiles from the contract", async () => {
    const compiled = await compileTestToken()
    expect(
      testTokenArtifact,
      "FoyerTestToken.json is stale: run `npm run sandbox:token` (npx tsx sandbox/devnet/writeTestTokenArtifact.ts)",
    ).toEqual(compiled)
  }, 60_000)

  it("compiles once per process and reuses the result", async () => {
    const first = compileTestToken()
    expect(compileTestToken()).toBe(first)
    const { bytecode } = await first
    expect(bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
  }, 60_000)

  it("writes the artifact as two-space JSON of the ABI and bytecode with a final newline", () => {
    expect(
      testTokenArtifactJson({ abi: [{ type: "constructor" }], bytecode: "0x6080" }),
    ).toMatchInlineSnapshot(`
      "{
        "abi": [
          {
            "type": "constructor"
          }
        ],
        "bytecode": "0x6080"
      }
      "
    `)
  })
})
