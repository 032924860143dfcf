import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { runInThisContext } from "node:vm"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import {
  loadTestWalletBundle,
  prebuiltTestWalletUrl,
  testWalletBundleFileName,
  testWalletScript,
} from "./buildTestWallet"

describe("loadTestWalletBundle", () => {
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "foyer-test-wallet-"))
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it("reads the prebuilt bundle when it is present and does not build (no Vite)", async () => {
    const prebuilt = join(dir, testWalletBundleFileName)
    await writeFile(prebuilt, "var FoyerTestWallet = {};\n")
    const build = vi.fn(async () => "built")
    expect(await loadTestWalletBundle(pathToFileURL(prebuilt), build)).toBe(
      "var FoyerTestWallet = {};\n",
    )
    expect(build).not.toHaveBeenCalled()
  })

  it("builds with Vite when the prebuilt bundle is absent", async () => {
    const bundle = await loadTestWalletBundle(pathToFileURL(join(dir, "absent.js")))
    expect(bundle).toMatch(/^var FoyerTestWallet=\(function\(/)
    // The IIFE runs without a page and exposes the install function the page script calls
    // (in a function scope, so its global stays local to this test).
    const exposed: unknown = runInThisContext(`(() => {${bundle};return FoyerTestWallet})()`)
    expect(Object.keys(exposed as object)).toEqual(["installTestWallet"])
  }, 60_000)

  it("throws a read error other than a missing file instead of building", async () => {
    const build = vi.fn(async () => "built")
    await expect(loadTestWalletBundle(pathToFileURL(dir), build)).rejects.toMatchObject({
      code: "EISDIR",
    })
    expect(build).not.toHaveBeenCalled()
  })

  it("looks for the prebuilt bundle beside the module, under the name the package build writes", () => {
    expect(prebuiltTestWalletUrl.href).toBe(new URL("./foyer-test-wallet.js", import.meta.url).href)
    expect(testWalletBundleFileName).toBe("foyer-test-wallet.js")
  })
})

describe("testWalletScript", () => {
  it("appends the install call with the options as JSON", () => {
    expect(
      testWalletScript("var FoyerTestWallet={}", {
        rpcUrl: "http://127.0.0.1:1/v1/",
        projectId: "demo",
        privateKeys: [],
      }),
    ).toBe(
      'var FoyerTestWallet={}\n;FoyerTestWallet.installTestWallet({"rpcUrl":"http://127.0.0.1:1/v1/","projectId":"demo","privateKeys":[]});\n',
    )
  })
})
