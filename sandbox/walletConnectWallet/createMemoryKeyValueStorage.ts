import type { IKeyValueStorage } from "@walletconnect/keyvaluestorage"

// Values go through JSON like the real storage's (keyvaluestorage serialises them), so a
// client never shares an object with what it stored; bigints are kept as strings, as there.
const serialise = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "bigint" ? item.toString() : item,
  )

/**
 * An in-memory WalletConnect key-value storage: the `storage` of a sandbox SignClient, so
 * that nothing is written to disk whatever core's defaults (its Node store is a file store
 * once given a database name) and each client's keys stay its own.
 */
export const createMemoryKeyValueStorage = (): IKeyValueStorage => {
  const items = new Map<string, string>()
  const read = <T>(key: string): T | undefined => {
    const text = items.get(key)
    return text === undefined ? undefined : (JSON.parse(text) as T)
  }
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() =>
      [...items.keys()].map((key): [string, T] => [key, read<T>(key) as T]),
    getItem: async <T>(key: string) => read<T>(key),
    setItem: async <T>(key: string, value: T) => {
      const text = serialise(value)
      // JSON.stringify(undefined) is undefined: storing nothing removes the key.
      if (text === undefined) items.delete(key)
      else items.set(key, text)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}
