// The page script's entry: bundled on its own (buildSolanaTestWallet) with everything it
// imports, so a page needs nothing else to have the wallet.
import { installStandardTestWallet } from "../standardTestWallet/installStandardTestWallet"
import {
  createSolanaTestWallet,
  type SolanaTestWalletControl,
  type SolanaTestWalletOptions,
} from "./createSolanaTestWallet"

declare global {
  interface Window {
    /** The sandbox Solana test wallet's control handle, when the page has the wallet. */
    foyerSolanaTestWallet?: SolanaTestWalletControl
  }
}

/** What the page script is configured with: the wallet options without storage (localStorage). */
export type SolanaTestWalletInstallOptions = Omit<SolanaTestWalletOptions, "storage">

/**
 * Installs the Solana test wallet in this page once: registers it with the Wallet Standard
 * (`wallet-standard:register-wallet`, and again to every app that announces itself ready)
 * and sets `window.foyerSolanaTestWallet`. A second call returns the installed wallet's control.
 */
export const installSolanaTestWallet = (
  options: SolanaTestWalletInstallOptions,
): SolanaTestWalletControl => {
  return installStandardTestWallet("foyerSolanaTestWallet", (storage) =>
    createSolanaTestWallet(storage === undefined ? options : { ...options, storage }),
  )
}
