import { Context, Effect, Layer, Option } from "effect"
import { KernelConfig } from "../config/KernelConfig"
import { getRecentWallets } from "./recentWallets"
import { Storage } from "./Storage"
import { type RecentWallet, StorageKeys } from "./StorageKeys"

/** What the page kept from the last visit, read once as the kit starts. */
export interface StoredSessionShape {
  /** A connection to restore: reconnect is on and the stored status is connected with a wallet. */
  readonly restoring: boolean
  readonly recentWallets: ReadonlyArray<RecentWallet>
  /** The network that was active, if one was stored. */
  readonly activeCaipNetworkId: string | undefined
}

/** The stored session the kernel's stores start from (spec 9's storage keys). */
export class StoredSession extends Context.Service<StoredSession, StoredSessionShape>()(
  "foyer-kit/storage/StoredSession",
) {
  /** Reads the stored session from Storage; a session is restored only with `enableReconnect`. */
  static readonly layer: Layer.Layer<StoredSession, never, KernelConfig | Storage> = Layer.effect(
    StoredSession,
    Effect.gen(function* () {
      const { config } = yield* KernelConfig
      const storage = yield* Storage
      const stored = yield* Effect.all({
        status: storage.get(StorageKeys.connectionStatus),
        walletId: storage.get(StorageKeys.walletId),
        networkId: storage.get(StorageKeys.activeCaipNetworkId),
        recent: getRecentWallets,
      })
      return {
        restoring:
          config.enableReconnect &&
          Option.getOrUndefined(stored.status) === "connected" &&
          Option.isSome(stored.walletId),
        recentWallets: stored.recent,
        activeCaipNetworkId: Option.getOrUndefined(stored.networkId),
      }
    }),
  )
}
