import type { TestWalletStorage } from "../wallet/TestWalletState"

/**
 * What a Wallet Standard test wallet remembers across page loads, as a real wallet does per
 * site; each wallet keeps it under a storage key of its own.
 */
export interface StandardTestWalletState {
  /** Whether the site is authorised (the visitor connected and has not disconnected). */
  readonly connected: boolean
  /** The account the visitor picked in the wallet. */
  readonly accountIndex: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

/**
 * Reads a state saved by {@link saveStandardTestWalletState} under `key`; anything unreadable
 * gives undefined.
 */
export const loadStandardTestWalletState = (
  storage: TestWalletStorage | undefined,
  key: string,
): StandardTestWalletState | undefined => {
  let saved: unknown
  try {
    const text = storage?.getItem(key) ?? null
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

/** Saves the wallet's state under `key`; a storage that refuses (quota, opaque origin) is ignored. */
export const saveStandardTestWalletState = (
  storage: TestWalletStorage | undefined,
  key: string,
  state: StandardTestWalletState,
): void => {
  try {
    storage?.setItem(key, JSON.stringify(state))
  } catch {
    // Losing persistence only means the next page load starts disconnected.
  }
}
