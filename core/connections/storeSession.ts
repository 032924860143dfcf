import { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { StorageShape } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import { type ConnectionState, connectionsOf, currentConnection } from "./ConnectionState"

/**
 * Stores the session for the next page (spec 3 storage keys): the current wallet, its name
 * and status, and every connection; clears them all when nothing is connected.
 */
export const storeSession = (
  storage: StorageShape,
  state: ConnectionState<CaipNetwork>,
  walletName: (connectorId: string) => string | undefined,
): Effect.Effect<void> => {
  const current = currentConnection(state, "eip155")
  if (current === undefined) {
    return Effect.all(
      [
        storage.remove(StorageKeys.walletId),
        storage.remove(StorageKeys.walletName),
        storage.remove(StorageKeys.connectionStatus),
        storage.remove(StorageKeys.connections),
      ],
      { discard: true },
    )
  }
  const name = walletName(current.connectorId)
  return Effect.all(
    [
      storage.set(StorageKeys.walletId, current.connectorId),
      name === undefined ? Effect.void : storage.set(StorageKeys.walletName, name),
      storage.set(StorageKeys.connectionStatus, "connected"),
      storage.set(StorageKeys.connections, {
        eip155: connectionsOf(state, "eip155").map((c) => ({
          connectorId: c.connectorId,
          accounts: c.accounts.map((a) => ({ address: a.address })),
          ...(c.chainId === undefined ? {} : { chainId: c.chainId }),
        })),
      }),
    ],
    { discard: true },
  )
}
