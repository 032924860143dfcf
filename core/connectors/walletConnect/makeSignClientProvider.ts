import { Effect, Scope } from "effect"
import { browserBackend, type StorageBackend } from "../../storage/Storage"
import { openSignClientProvider } from "./signClientProvider"
import type { WalletConnectProviderFactory } from "./WalletConnectProvider"

/**
 * The real provider: Foyer's own WalletConnect client (protocol/), from this module, which is
 * only ever imported dynamically, so the client and its cryptography stay out of the first
 * chunks. It lives as long as the page; its relay key, sessions and chain are kept in the
 * page's localStorage (or the storage the tests give).
 */
export const makeSignClientProvider: WalletConnectProviderFactory = (options) =>
  Effect.runPromise(
    openSignClientProvider({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      storage: (options.storage as StorageBackend | undefined) ?? browserBackend(),
      ...(options.rpcUrls === undefined ? {} : { rpcUrls: options.rpcUrls }),
    }).pipe(Scope.provide(Scope.makeUnsafe())),
  )
