import { describe, expect, it } from "vitest"
import {
  compileFarcasterRegistries,
  farcasterRegistriesArtifactJson,
} from "./compileFarcasterRegistries"
import { farcasterRegistriesArtifact } from "./farcasterRegistriesArtifact"

describe("compileFarcasterRegistries", () => {
  it("the committed SandboxFarcasterRegistries.json is what solc compiles from the contracts", async () => {
    const compiled = await compileFarcasterRegistries()
    expect(
      farcasterRegistriesArtifact,
      "SandboxFarcasterRegistries.json is stale: run `npx tsx sandbox/devnet/writeFarcasterRegistriesArtifact.ts`",
    ).toEqual(compiled)
  }, 60_000)

  it("compiles once per process and reuses the result", async () => {
    const first = compileFarcasterRegistries()
    expect(compileFarcasterRegistries()).toBe(first)
    const { idRegistry, keyRegistry } = await first
    expect(idRegistry.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    expect(keyRegistry.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
  }, 60_000)

  it("writes the artifact as two-space JSON of both contracts with a final newline", () => {
    expect(
      farcasterRegistriesArtifactJson({
        idRegistry: { abi: [], bytecode: "0x60" },
        keyRegistry: { abi: [{ type: "function" }], bytecode: "0x6080" },
      }),
    ).toMatchInlineSnapshot(`
      "{
        "idRegistry": {
          "abi": [],
          "bytecode": "0x60"
        },
        "keyRegistry": {
          "abi": [
            {
              "type": "function"
            }
          ],
          "bytecode": "0x6080"
        }
      }
      "
    `)
  })
})
