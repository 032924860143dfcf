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
