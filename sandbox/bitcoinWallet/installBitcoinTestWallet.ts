// The page script's entry: bundled on its own (buildBitcoinTestWallet) with everything it
// imports, so a page needs nothing else to have the wallet.
import { installStandardTestWallet } from "../standardTestWallet/installStandardTestWallet"
import {
  type BitcoinTestWalletControl,
  type BitcoinTestWalletOptions,
  createBitcoinTestWallet,
} from "./createBitcoinTestWallet"

declare global {
  interface Window {
    /** The sandbox Bitcoin test wallet's control handle, when the page has the wallet. */
    foyerBitcoinTestWallet?: BitcoinTestWalletControl
  }
}

/** What the page script is configured with: the wallet options without storage (localStorage). */
export type BitcoinTestWalletInstallOptions = Omit<BitcoinTestWalletOptions, "storage">

/**
 * Installs the Bitcoin test wallet in this page once: registers it with the Wallet Standard
 * (`wallet-standard:register-wallet`, and again to every app that announces itself ready)
 * and sets `window.foyerBitcoinTestWallet`. A second call returns the installed wallet's control.
 */
export const installBitcoinTestWallet = (
  options: BitcoinTestWalletInstallOptions,
): BitcoinTestWalletControl => {
  return installStandardTestWallet("foyerBitcoinTestWallet", (storage) =>
    createBitcoinTestWallet(storage === undefined ? options : { ...options, storage }),
  )
}
