import type { Wallet } from "@wallet-standard/base"
import { registerWallet } from "@wallet-standard/wallet"
import type { TestWalletStorage } from "../wallet/TestWalletState"

const pageStorage = (): TestWalletStorage | undefined => {
  try {
    return window.localStorage
  } catch {
    // Opaque origins throw on access; the wallet then simply forgets between loads.
    return undefined
  }
}

/**
 * Installs a test wallet in this page once: creates it with the page's localStorage (none on an
 * opaque origin), sets its control handle as `window[property]` (the console driver) and
 * registers it with the Wallet Standard (`wallet-standard:register-wallet`, and again to every
 * app that announces itself ready). A second call returns the installed wallet's control.
 * @example
 * installStandardTestWallet("foyerBitcoinTestWallet", (storage) => createBitcoinTestWallet({ ...options, storage }))
 */
export const installStandardTestWallet = <Property extends keyof Window>(
  property: Property,
  create: (storage: TestWalletStorage | undefined) => {
    readonly wallet: Wallet
    readonly control: NonNullable<Window[Property]>
  },
): NonNullable<Window[Property]> => {
  const installed = window[property]
  if (installed != null) return installed
  const { wallet, control } = create(pageStorage())
  Object.defineProperty(window, property, { value: control, configurable: true })
  registerWallet(wallet)
  return control
}
