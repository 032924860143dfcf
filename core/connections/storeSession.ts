import { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { StorageShape } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import { type ConnectionState, connectionsOf, currentConnection } from "./ConnectionState"

/**
 * Stores the session for the next page (spec 3 storage keys): the current wallet (the active
 * family's, else the first family's that has one), its name and status, and every family's
 * connections; clears them all when nothing is connected.
 */
export const storeSession = (
  storage: StorageShape,
  state: ConnectionState<CaipNetwork>,
  walletName: (connectorId: string) => string | undefined,
  active: ChainNamespace | undefined = "eip155",
): Effect.Effect<void> => {
  const families = Object.keys(state.connections) as ReadonlyArray<ChainNamespace>
  const current = [...(active === undefined ? [] : [active]), ...families]
    .map((namespace) => currentConnection(state, namespace))
    .find((connection) => connection !== undefined)
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
      storage.set(
        StorageKeys.connections,
        Object.fromEntries(
          families.flatMap((namespace) => {
            const kept = connectionsOf(state, namespace)
            return kept.length === 0
              ? []
              : [
                  [
                    namespace,
                    kept.map((c) => ({
                      connectorId: c.connectorId,
                      accounts: c.accounts.map((a) => ({ address: a.address })),
                      ...(c.chainId === undefined ? {} : { chainId: c.chainId }),
                    })),
                  ],
                ]
          }),
        ),
      ),
    ],
    { discard: true },
  )
}
