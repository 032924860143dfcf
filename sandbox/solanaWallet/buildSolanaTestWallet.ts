import { bundledOnce } from "../../build/bundleScript"
import { bundlePageScript } from "../standardTestWallet/bundlePageScript"
import type { SolanaTestWalletInstallOptions } from "./installSolanaTestWallet"

/** The global the wallet bundle defines (`FoyerSolanaTestWallet.installSolanaTestWallet(...)`). */
export const solanaTestWalletGlobalName = "FoyerSolanaTestWallet"

/**
 * Bundles the Solana test wallet (@solana/kit, @noble/curves and the Wallet Standard
 * included) into one self-contained IIFE, in memory, every time it is called; prefer
 * {@link buildSolanaTestWallet}.
 */
export const buildSolanaTestWalletBundle = (): Promise<string> =>
  // @vite-ignore: Vite's library mode would otherwise turn a file that exists at build time
  // into a data: URL, and a data: URL is no file to build from.
  bundlePageScript(
    new URL(/* @vite-ignore */ "./installSolanaTestWallet.ts", import.meta.url),
    solanaTestWalletGlobalName,
  )

/**
 * The Solana test wallet bundle (an IIFE defining `FoyerSolanaTestWallet`), built once per
 * process. Tests inject it with `page.addInitScript`; a server serves it as a script.
 */
export const buildSolanaTestWallet: () => Promise<string> = bundledOnce(buildSolanaTestWalletBundle)

/**
 * The page script that installs the Solana test wallet: the bundle, then the install call
 * with `options` (JSON is valid JavaScript; secret keys given as bytes go as number lists,
 * which JSON would otherwise turn into objects).
 * @example
 * await page.addInitScript({ content: solanaTestWalletScript(await buildSolanaTestWallet(), options) })
 */
export const solanaTestWalletScript = (
  bundle: string,
  options: SolanaTestWalletInstallOptions,
): string => {
  const secretKeys = options.secretKeys.map((key) =>
    key instanceof Uint8Array ? Array.from(key) : key,
  )
  const install = JSON.stringify({ ...options, secretKeys })
  return `${bundle}\n;${solanaTestWalletGlobalName}.installSolanaTestWallet(${install});\n`
}
