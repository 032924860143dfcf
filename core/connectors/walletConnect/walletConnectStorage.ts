/**
 * What Foyer's WalletConnect client keeps in the page's storage so a reload finds its wallet
 * again: the relay client key (the relay keeps messages for a client id, so a new key would
 * lose what the wallet sent while the page was away), the sessions with their keys, and the
 * chain the visitor last used. A value that does not decode is treated as absent.
 */
import { Effect, Option, Schema } from "effect"
import type { StorageBackend } from "../../storage/Storage"
import { storagePrefix } from "../../storage/StorageKey"
import { generateRelayClientKey, type RelayClientKey } from "./protocol/relayAuth"
import type { SessionStore } from "./protocol/storedSessions"

/** The storage names, under the kit's prefix. */
const walletConnectStorageNames = {
  relayKey: `${storagePrefix}walletConnect.relayKey`,
  sessions: `${storagePrefix}walletConnect.sessions`,
  chain: `${storagePrefix}walletConnect.chain`,
} as const

const Hex32 = Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/))
const decodeRelayKey = Schema.decodeUnknownOption(
  Schema.fromJsonString(Schema.Struct({ seed: Hex32, publicKey: Hex32 })),
)

/** The stored relay client key, or a new one, stored. */
export const relayClientKeyIn = (storage: StorageBackend): RelayClientKey => {
  const stored = decodeRelayKey(storage.getItem(walletConnectStorageNames.relayKey) ?? "")
  if (Option.isSome(stored)) return stored.value
  const key = generateRelayClientKey()
  storage.setItem(walletConnectStorageNames.relayKey, JSON.stringify(key))
  return key
}

const parse = (text: string | null): unknown => {
  try {
    return text === null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The sign client's session store over `storage` (what it loads is decoded by the client). */
export const sessionStoreIn = (storage: StorageBackend): SessionStore => ({
  load: Effect.sync(() => parse(storage.getItem(walletConnectStorageNames.sessions))),
  save: (sessions) =>
    Effect.sync(() => {
      if (sessions.length === 0) storage.removeItem(walletConnectStorageNames.sessions)
      else storage.setItem(walletConnectStorageNames.sessions, JSON.stringify(sessions))
    }),
})

/** The chain last used on `topic` (CAIP-2), if it was stored for that session. */
export const storedChain = (storage: StorageBackend, topic: string): string | undefined => {
  const stored = parse(storage.getItem(walletConnectStorageNames.chain))
  return typeof stored === "object" &&
    stored !== null &&
    "topic" in stored &&
    "chain" in stored &&
    stored.topic === topic &&
    typeof stored.chain === "string"
    ? stored.chain
    : undefined
}

/** Stores `chain` as the one last used on `topic`; with no topic, forgets it. */
export const storeChain = (
  storage: StorageBackend,
  session: { readonly topic: string; readonly chain: string } | undefined,
): void => {
  if (session === undefined) storage.removeItem(walletConnectStorageNames.chain)
  else storage.setItem(walletConnectStorageNames.chain, JSON.stringify(session))
}
