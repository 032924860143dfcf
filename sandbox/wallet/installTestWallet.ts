// The browser entry of the test wallet, bundled as a self-contained script (see
// buildTestWallet): it creates the wallet, announces it with EIP-6963 and exposes its
// control handle on `window.foyerTestWallet`.
import { announceProvider } from "./announceProvider"
import {
  createTestWallet,
  type TestWalletControl,
  type TestWalletOptions,
} from "./createTestWallet"
import type { TestWalletStorage } from "./TestWalletState"
import { testWalletInfo } from "./testWalletInfo"

declare global {
  interface Window {
    /** The sandbox test wallet's control handle, when the page has the wallet installed. */
    foyerTestWallet?: TestWalletControl
  }
}

/** What the page script is configured with: the wallet options without storage (localStorage). */
export type TestWalletInstallOptions = Omit<TestWalletOptions, "storage">

const pageStorage = (): TestWalletStorage | undefined => {
  try {
    return window.localStorage
  } catch {
    // Opaque origins throw on access; the wallet then simply forgets between loads.
    return undefined
  }
}

/**
 * Installs the test wallet in this page once: announces it (EIP-6963) and sets
 * `window.foyerTestWallet`. A second call returns the installed wallet's control.
 */
export const installTestWallet = (options: TestWalletInstallOptions): TestWalletControl => {
  const installed = window.foyerTestWallet
  if (installed !== undefined) return installed
  const storage = pageStorage()
  const { provider, control } = createTestWallet(
    storage === undefined ? options : { ...options, storage },
  )
  Object.defineProperty(window, "foyerTestWallet", { value: control, configurable: true })
  announceProvider(window, { info: testWalletInfo(), provider })
  return control
}
