import { Effect, Exit, Scope } from "effect"
import { browserBackend, type StorageBackend } from "../../storage/Storage"
import { openSignClientProvider } from "./signClientProvider"
import type { WalletConnectProvider, WalletConnectProviderFactory } from "./WalletConnectProvider"

/**
 * The real provider: Foyer's own WalletConnect client (protocol/), from this module, which is
 * only ever imported dynamically, so the client and its cryptography stay out of the first
 * chunks. It runs in a scope of its own until `close` (the connector's dispose); its relay
 * key, sessions and chain are kept in the page's localStorage (or the storage tests give).
 */
export const makeSignClientProvider: WalletConnectProviderFactory = async (options) => {
  const scope = Scope.makeUnsafe()
  const provider = await Effect.runPromise(
    openSignClientProvider({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      storage: (options.storage as StorageBackend | undefined) ?? browserBackend(),
      rpcUrls: options.rpcUrls,
    }).pipe(Scope.provide(scope)),
  )
  const close = () => Effect.runPromise(Scope.close(scope, Exit.void))
  return Object.assign(provider, { close }) satisfies WalletConnectProvider
}
