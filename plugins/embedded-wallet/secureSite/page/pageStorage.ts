import type { PageStorage } from "./pageKeys"

/** A storage in memory: what the page keeps lasts as long as the page. */
export const memoryPageStorage = (): PageStorage & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** The key the page writes and removes to learn whether its storage takes writes. */
const probeKey = "foyer-secure:probe"

/**
 * The frame page's storage: the secure origin's localStorage when the browser lets a
 * third-party frame have it (partitioned by the top-level site in current browsers), else
 * memory. Browsers that block third-party storage (Chromium in an incognito window, or with
 * third-party cookies blocked) throw a SecurityError on the mere read of `localStorage`; in
 * memory the visitor still signs in and signs, but a reload asks for a new login, and a wallet
 * made there keeps its device share only for the page's life.
 * @example
 * const storage = pageStorageOf(window)
 */
export const pageStorageOf = (win: { readonly localStorage: PageStorage }): PageStorage => {
  try {
    const storage = win.localStorage
    storage.setItem(probeKey, "1")
    storage.removeItem(probeKey)
    return storage
  } catch {
    return memoryPageStorage()
  }
}
