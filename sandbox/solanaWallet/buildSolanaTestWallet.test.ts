import { runInThisContext } from "node:vm"
import { describe, expect, it } from "vitest"
import { buildSolanaTestWallet, solanaTestWalletScript } from "./buildSolanaTestWallet"

describe("buildSolanaTestWallet", () => {
  it("bundles one self-contained IIFE whose only export is installSolanaTestWallet", async () => {
    const bundle = await buildSolanaTestWallet()
    expect(bundle).toMatch(/^var FoyerSolanaTestWallet=\(function\(/)
    // No import left for a page to resolve: everything the wallet needs is inside.
    expect(bundle).not.toMatch(/\bimport\s*\(|\bfrom\s*"@/)
    // Run without a page, in a function scope so its global stays local to this test.
    const exposed: unknown = runInThisContext(`(() => {${bundle};return FoyerSolanaTestWallet})()`)
    expect(Object.keys(exposed as object)).toEqual(["installSolanaTestWallet"])
    expect(await buildSolanaTestWallet()).toBe(bundle)
  }, 120_000)
})

describe("solanaTestWalletScript", () => {
  it("appends the install call with the options as JSON, secret keys given as bytes as number lists", () => {
    expect(
      solanaTestWalletScript("var FoyerSolanaTestWallet={}", {
        secretKeys: [Uint8Array.from([1, 2]), "3xy", [4]],
        rpcUrl: "http://127.0.0.1:1/",
        chains: ["solana:localnet"],
      }),
    ).toBe(
      'var FoyerSolanaTestWallet={}\n;FoyerSolanaTestWallet.installSolanaTestWallet({"secretKeys":[[1,2],"3xy",[4]],"rpcUrl":"http://127.0.0.1:1/","chains":["solana:localnet"]});\n',
    )
  })
})
