import type { TestWalletStorage } from "../wallet/TestWalletState"

/** What the Bitcoin test wallet remembers across page loads, as a real wallet does per site. */
export interface BitcoinTestWalletState {
  /** Whether the site is authorised (the visitor connected and has not disconnected). */
  readonly connected: boolean
  /** The account the visitor picked in the wallet. */
  readonly accountIndex: number
}

/** The storage key of the wallet's state (the Solana test wallet's is "foyer-solana-test-wallet"). */
export const bitcoinTestWalletStorageKey = "foyer-bitcoin-test-wallet"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

/** Reads a state saved by {@link saveBitcoinTestWalletState}; anything unreadable gives undefined. */
export const loadBitcoinTestWalletState = (
  storage: TestWalletStorage | undefined,
): BitcoinTestWalletState | undefined => {
  let saved: unknown
  try {
    const text = storage?.getItem(bitcoinTestWalletStorageKey) ?? null
    if (text === null) return undefined
    saved = JSON.parse(text)
  } catch {
    // No storage (an opaque origin) or a damaged entry: start fresh.
    return undefined
  }
  if (
    !isRecord(saved) ||
    typeof saved.connected !== "boolean" ||
    !Number.isSafeInteger(saved.accountIndex)
  ) {
    return undefined
  }
  return { connected: saved.connected, accountIndex: Number(saved.accountIndex) }
}

/** Saves the wallet's state; a storage that refuses (quota, opaque origin) is ignored. */
export const saveBitcoinTestWalletState = (
  storage: TestWalletStorage | undefined,
  state: BitcoinTestWalletState,
): void => {
  try {
    storage?.setItem(bitcoinTestWalletStorageKey, JSON.stringify(state))
  } catch {
    // Losing persistence only means the next page load starts disconnected.
  }
}
