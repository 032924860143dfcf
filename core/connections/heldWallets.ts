import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { ConnectedWallet, Connector } from "../connectors/Connector"
import type { ReadableStore, Store } from "../state/Store"
import { type ConnectionState, currentConnection } from "./ConnectionState"
import { walletNamespace as evm } from "./walletNamespace"

/** A wallet the kit holds a connection to: what it answered, its connector, its listeners' end. */
export interface HeldWallet {
  readonly wallet: ConnectedWallet
  readonly connector: Connector
  /** Removes the listeners registered on the wallet's provider. */
  readonly stop: () => void
}

/** The wallets the kit holds a connection to (see {@link makeHeldWallets}). */
export type HeldWallets = ReturnType<typeof makeHeldWallets>

/** The key of a held wallet: one connector may hold a wallet in several families. */
const keyOf = (namespace: ChainNamespace, connectorId: string) => `${namespace} ${connectorId}`

/**
 * The wallets the kit holds a connection to, by family and connector id (one session may serve
 * several families: a WalletConnect session with EVM and Bitcoin accounts), each with the
 * listeners registered on it. The current connection's wallet (the active network family's) is
 * also kept in `current`, a store made before the connections for those that read it (the
 * balance sources).
 * @example
 * const wallets = makeHeldWallets(connection, createStore(undefined))
 * wallets.hold(wallet, connector, () => wallet.subscribe(handlers))
 */
export const makeHeldWallets = (
  connection: ReadableStore<ConnectionState<CaipNetwork>>,
  current: Store<ConnectedWallet | undefined>,
  /** The active network's family, whose current connection is "the" current one. */
  activeNamespace: () => ChainNamespace | undefined = () => evm,
) => {
  const held = new Map<string, HeldWallet>()
  const currentHeldOf = (namespace: ChainNamespace): HeldWallet | undefined => {
    const shown = currentConnection(connection.getSnapshot(), namespace)
    return shown === undefined ? undefined : held.get(keyOf(namespace, shown.connectorId))
  }
  const currentHeld = (): HeldWallet | undefined => currentHeldOf(activeNamespace() ?? evm)
  /** Every wallet held under `connectorId`, whatever its family. */
  const heldUnder = (connectorId: string) =>
    [...held.entries()].filter(([, each]) => each.wallet.info.id === connectorId)
  return {
    /** A wallet held under `connectorId` (in any family: they share the connector's info). */
    get: (connectorId: string): HeldWallet | undefined => heldUnder(connectorId)[0]?.[1],
    /** The active family's current connection's wallet, if the kit holds it. */
    current: currentHeld,
    /** The wallet of `namespace`'s current connection, if the kit holds it. */
    currentOf: currentHeldOf,
    /**
     * Holds `wallet` in its family, listening to it with `listen` (which answers how to stop);
     * listeners a wallet held before under the same family and id had are removed first.
     */
    hold: (wallet: ConnectedWallet, connector: Connector, listen: () => () => void): void => {
      const key = keyOf(wallet.namespace, wallet.info.id)
      held.get(key)?.stop()
      held.set(key, { wallet, connector, stop: listen() })
    },
    /**
     * Stops listening to the wallets of `connectorId`, in every family, and lets them go; one
     * of them, if any was held (they are one session: revoking one revokes all).
     */
    release: (connectorId: string): HeldWallet | undefined => {
      const released = heldUnder(connectorId)
      for (const [key, each] of released) {
        each.stop()
        held.delete(key)
      }
      return released[0]?.[1]
    },
    /** Keeps `current` in step with the connection store, after a connection changed. */
    publishCurrent: (): void => current.update(() => currentHeld()?.wallet),
    /** Lets every wallet go (the kit is disposed). */
    releaseAll: (): void => {
      for (const { stop } of held.values()) stop()
      held.clear()
      current.update(() => undefined)
    },
  }
}
