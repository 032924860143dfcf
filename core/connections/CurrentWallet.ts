import { Context, Layer } from "effect"
import type { ConnectedWallet } from "../connectors/Connector"
import { createStore, type Store } from "../state/Store"

/**
 * The wallet of the current connection, which Connections keeps and the balance sources read
 * (a wallet's own asset list). The connections load the accounts, so they are made after them:
 * this store is what both are made with.
 */
export class CurrentWallet extends Context.Service<
  CurrentWallet,
  Store<ConnectedWallet | undefined>
>()("foyer-kit/connections/CurrentWallet") {
  /** A store holding no wallet. */
  static readonly layer: Layer.Layer<CurrentWallet> = Layer.sync(CurrentWallet, () =>
    createStore<ConnectedWallet | undefined>(undefined),
  )
}
