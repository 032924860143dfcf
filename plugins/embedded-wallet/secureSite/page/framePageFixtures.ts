import type { PageStorage } from "./pageKeys"

/** localStorage's behaviour over a Map, whose entries a test reads. */
export const memoryStorage = (): PageStorage & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
