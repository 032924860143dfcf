import { fileURLToPath } from "node:url"
import { bundleScript, loadPrebuiltScript } from "../../build/bundleScript"
import type { TestWalletInstallOptions } from "./installTestWallet"

/** The global the wallet bundle defines (`FoyerTestWallet.installTestWallet(...)`). */
export const testWalletGlobalName = "FoyerTestWallet"

/** The file name of the prebuilt bundle, next to this module in the published package. */
export const testWalletBundleFileName = "foyer-test-wallet.js"

// @vite-ignore here and below: Vite's library mode would otherwise turn a file that exists at
// build time into a data: URL, and a data: URL is no file to read or to build from.
/**
 * Where the package build writes the bundle: beside this module, so from source (where the
 * file is absent) the wallet is built instead.
 */
export const prebuiltTestWalletUrl = new URL(
  /* @vite-ignore */ "./foyer-test-wallet.js",
  import.meta.url,
)

/**
 * Bundles the test wallet (viem included) into one self-contained IIFE with Vite's library
 * mode, in memory, every time it is called. The package build writes the result to
 * `foyer-test-wallet.js` beside this module; otherwise prefer {@link buildTestWallet}.
 */
export const buildTestWalletBundle = (): Promise<string> =>
  bundleScript({
    // Resolved here, not on import: only a build from source needs the source.
    entry: fileURLToPath(new URL(/* @vite-ignore */ "./installTestWallet.ts", import.meta.url)),
    globalName: testWalletGlobalName,
    fileName: testWalletBundleFileName,
  })

/**
 * The test wallet bundle: the prebuilt file at `prebuilt` when it exists, else `build()`'s
 * output. Only a missing file falls back to building; any other read error is thrown.
 */
export const loadTestWalletBundle = (
  prebuilt: URL = prebuiltTestWalletUrl,
  build: () => Promise<string> = buildTestWalletBundle,
): Promise<string> => loadPrebuiltScript(prebuilt, build)

let loaded: Promise<string> | undefined

/**
 * The test wallet bundle (an IIFE defining `FoyerTestWallet`), once per process: the
 * package's prebuilt `foyer-test-wallet.js`, or built with Vite when running from source.
 * Tests inject it with `page.addInitScript`.
 */
export const buildTestWallet = (): Promise<string> => {
  loaded ??= loadTestWalletBundle()
  loaded.catch(() => {
    loaded = undefined
  })
  return loaded
}

/**
 * The page script that installs the test wallet: the bundle, then the install call with
 * `options` (JSON is valid JavaScript). For `page.addInitScript({ content })` or a served file.
 */
export const testWalletScript = (bundle: string, options: TestWalletInstallOptions): string =>
  `${bundle}\n;${testWalletGlobalName}.installTestWallet(${JSON.stringify(options)});\n`
