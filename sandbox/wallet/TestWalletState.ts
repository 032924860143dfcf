/** A chain the test wallet knows: it can switch to it and send its requests there. */
export interface TestWalletChain {
  readonly chainId: number
  readonly name: string
}

/** What the test wallet remembers across page loads, as a real wallet does per site. */
export interface TestWalletState {
  /** Whether the site holds the eth_accounts permission (the visitor connected). */
  readonly connected: boolean
  readonly accountIndex: number
  readonly chainId: number
  readonly chains: ReadonlyArray<TestWalletChain>
}

/** Where the wallet keeps its state: the page's localStorage in a browser. */
export interface TestWalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** The storage key of the wallet's state. */
export const testWalletStorageKey = "foyer-test-wallet"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const isChain = (value: unknown): value is TestWalletChain =>
  isRecord(value) && Number.isSafeInteger(value.chainId) && typeof value.name === "string"

/** Reads a state saved by {@link saveTestWalletState}; anything unreadable gives undefined. */
export const loadTestWalletState = (
  storage: TestWalletStorage | undefined,
): TestWalletState | undefined => {
  let text: string | null = null
  try {
    text = storage?.getItem(testWalletStorageKey) ?? null
  } catch {
    // An opaque origin (about:blank, a sandboxed frame) has no storage: start fresh.
    return undefined
  }
  if (text === null) return undefined
  let saved: unknown
  try {
    saved = JSON.parse(text)
  } catch {
    return undefined
  }
  if (
    !isRecord(saved) ||
    typeof saved.connected !== "boolean" ||
    !Number.isSafeInteger(saved.accountIndex) ||
    !Number.isSafeInteger(saved.chainId) ||
    !Array.isArray(saved.chains) ||
    !saved.chains.every(isChain)
  ) {
    return undefined
  }
  return {
    connected: saved.connected,
    accountIndex: Number(saved.accountIndex),
    chainId: Number(saved.chainId),
    chains: saved.chains.map((chain) => ({ chainId: chain.chainId, name: chain.name })),
  }
}

/** Saves the wallet's state; a storage that refuses (quota, opaque origin) is ignored. */
export const saveTestWalletState = (
  storage: TestWalletStorage | undefined,
  state: TestWalletState,
): void => {
  try {
    storage?.setItem(testWalletStorageKey, JSON.stringify(state))
  } catch {
    // Losing persistence only means the next page load starts disconnected.
  }
}
