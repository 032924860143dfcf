import type { TestWalletStorage } from "../wallet/TestWalletState"

/** What the Solana test wallet remembers across page loads, as a real wallet does per site. */
export interface SolanaTestWalletState {
  /** Whether the site is authorised (the visitor connected and has not disconnected). */
  readonly connected: boolean
  /** The account the visitor picked in the wallet. */
  readonly accountIndex: number
}

/** The storage key of the wallet's state (the EVM test wallet's is "foyer-test-wallet"). */
export const solanaTestWalletStorageKey = "foyer-solana-test-wallet"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

/** Reads a state saved by {@link saveSolanaTestWalletState}; anything unreadable gives undefined. */
export const loadSolanaTestWalletState = (
  storage: TestWalletStorage | undefined,
): SolanaTestWalletState | undefined => {
  let saved: unknown
  try {
    const text = storage?.getItem(solanaTestWalletStorageKey) ?? null
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
export const saveSolanaTestWalletState = (
  storage: TestWalletStorage | undefined,
  state: SolanaTestWalletState,
): void => {
  try {
    storage?.setItem(solanaTestWalletStorageKey, JSON.stringify(state))
  } catch {
    // Losing persistence only means the next page load starts disconnected.
  }
}
