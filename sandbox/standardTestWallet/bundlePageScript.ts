import { fileURLToPath } from "node:url"
import { bundleScript } from "../../build/bundleScript"

/**
 * Bundles the module at `entry` with everything it imports into one self-contained IIFE
 * that defines `globalName` (its exports), with Vite's library mode, in memory (the shared
 * `bundleScript`).
 * @example
 * const code = await bundlePageScript(new URL("./installSolanaTestWallet.ts", import.meta.url), "FoyerSolanaTestWallet")
 */
export const bundlePageScript = (entry: URL, globalName: string): Promise<string> =>
  bundleScript({ entry: fileURLToPath(entry), globalName, fileName: `${globalName}.js` })

/**
 * `bundle`, run once per process: every call gives the same build; a failed build is tried
 * again on the next call.
 * @example
 * export const buildBitcoinTestWallet = bundledOnce(() => bundlePageScript(entry, "FoyerBitcoinTestWallet"))
 */
export const bundledOnce = (bundle: () => Promise<string>): (() => Promise<string>) => {
  let built: Promise<string> | undefined
  return () => {
    built ??= bundle()
    built.catch(() => {
      built = undefined
    })
    return built
  }
}
