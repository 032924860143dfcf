import { bundledOnce } from "../../build/bundleScript"
import { bundlePageScript } from "../standardTestWallet/bundlePageScript"
import type { BitcoinTestWalletInstallOptions } from "./installBitcoinTestWallet"

/** The global the wallet bundle defines (`FoyerBitcoinTestWallet.installBitcoinTestWallet(...)`). */
export const bitcoinTestWalletGlobalName = "FoyerBitcoinTestWallet"

/**
 * The Bitcoin test wallet bundle (an IIFE defining `FoyerBitcoinTestWallet`, @noble,
 * @scure/btc-signer and the Wallet Standard included), built once per process. Tests inject
 * it with `page.addInitScript`; a server serves it as a script.
 */
export const buildBitcoinTestWallet: () => Promise<string> = bundledOnce(() =>
  // @vite-ignore: Vite's library mode would otherwise turn a file that exists at build time
  // into a data: URL, and a data: URL is no file to build from.
  bundlePageScript(
    new URL(/* @vite-ignore */ "./installBitcoinTestWallet.ts", import.meta.url),
    bitcoinTestWalletGlobalName,
  ),
)

/**
 * The page script that installs the Bitcoin test wallet: the bundle, then the install call
 * with `options` (JSON is valid JavaScript).
 * @example
 * await page.addInitScript({ content: bitcoinTestWalletScript(await buildBitcoinTestWallet(), options) })
 */
export const bitcoinTestWalletScript = (
  bundle: string,
  options: BitcoinTestWalletInstallOptions,
): string =>
  `${bundle}\n;${bitcoinTestWalletGlobalName}.installBitcoinTestWallet(${JSON.stringify(options)});\n`
