import { describe, expect, it } from "vitest"
import { compileSmartAccount, smartAccountArtifactJson } from "./compileSmartAccount"
import { smartAccountArtifact } from "./smartAccountArtifact"

describe("compileSmartAccount", () => {
  it("the committed SandboxSmartAccount.json is what solc compiles from the contracts", async () => {
    const compiled = await compileSmartAccount()
    expect(
      smartAccountArtifact,
      "SandboxSmartAccount.json is stale: run `npx tsx sandbox/devnet/writeSmartAccountArtifact.ts`",
    ).toEqual(compiled)
  }, 60_000)

  it("compiles once per process and reuses the result", async () => {
    const first = compileSmartAccount()
    expect(compileSmartAccount()).toBe(first)
    const { account, factory } = await first
    expect(account.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    expect(factory.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
  }, 60_000)

  it("writes the artifact as two-space JSON of both contracts with a final newline", () => {
    expect(
      smartAccountArtifactJson({
        account: { abi: [], bytecode: "0x60" },
        factory: { abi: [{ type: "constructor" }], bytecode: "0x6080" },
      }),
    ).toMatchInlineSnapshot(`
      "{
        "account": {
          "abi": [],
          "bytecode": "0x60"
        },
        "factory": {
          "abi": [
            {
              "type": "constructor"
            }
          ],
          "bytecode": "0x6080"
        }
      }
      "
    `)
  })
})
