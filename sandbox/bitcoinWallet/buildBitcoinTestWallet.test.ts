import { runInThisContext } from "node:vm"
import { describe, expect, it } from "vitest"
import { bitcoinTestWalletScript, buildBitcoinTestWallet } from "./buildBitcoinTestWallet"

describe("buildBitcoinTestWallet", () => {
  it("bundles one self-contained IIFE whose only export is installBitcoinTestWallet", async () => {
    const bundle = await buildBitcoinTestWallet()
    expect(bundle).toMatch(/^var FoyerBitcoinTestWallet=\(function\(/)
    // No import left for a page to resolve: everything the wallet needs is inside.
    expect(bundle).not.toMatch(/\bimport\s*\(|\bfrom\s*"@/)
    // The sandbox's mnemonic and its key derivation stay out: the page holds only its keys.
    expect(bundle).not.toContain("test test test")
    // Run without a page, in a function scope so its global stays local to this test.
    const exposed: unknown = runInThisContext(`(() => {${bundle};return FoyerBitcoinTestWallet})()`)
    expect(Object.keys(exposed as object)).toEqual(["installBitcoinTestWallet"])
    expect(await buildBitcoinTestWallet()).toBe(bundle)
  }, 120_000)
})

describe("bitcoinTestWalletScript", () => {
  it("appends the install call with the options as JSON", () => {
    expect(
      bitcoinTestWalletScript("var FoyerBitcoinTestWallet={}", {
        privateKeys: ["cKey"],
        chains: ["bitcoin:regtest"],
      }),
    ).toBe(
      'var FoyerBitcoinTestWallet={}\n;FoyerBitcoinTestWallet.installBitcoinTestWallet({"privateKeys":["cKey"],"chains":["bitcoin:regtest"]});\n',
    )
  })
})
