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

/**
 * The wallets the kit holds a connection to, by connector id, each with the listeners
 * registered on it. The current connection's wallet (the active network family's) is also
 * kept in `current`, a store made before the connections for those that read it (the balance
 * sources).
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
    return shown === undefined ? undefined : held.get(shown.connectorId)
  }
  const currentHeld = (): HeldWallet | undefined => currentHeldOf(activeNamespace() ?? evm)
  return {
    get: (connectorId: string): HeldWallet | undefined => held.get(connectorId),
    /** The active family's current connection's wallet, if the kit holds it. */
    current: currentHeld,
    /** The wallet of `namespace`'s current connection, if the kit holds it. */
    currentOf: currentHeldOf,
    /**
     * Holds `wallet`, listening to it with `listen` (which answers how to stop); listeners a
     * wallet held before under the same id had are removed first.
     */
    hold: (wallet: ConnectedWallet, connector: Connector, listen: () => () => void): void => {
      held.get(wallet.info.id)?.stop()
      held.set(wallet.info.id, { wallet, connector, stop: listen() })
    },
    /** Stops listening to the wallet of `connectorId` and lets it go; what was held, if anything. */
    release: (connectorId: string): HeldWallet | undefined => {
      const wallet = held.get(connectorId)
      wallet?.stop()
      held.delete(connectorId)
      return wallet
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
