import { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { networkForChainId } from "../client/networkForChainId"
import type { ConnectedWallet, Connector } from "../connectors/Connector"
import { accountsChanged, chainChanged } from "./ConnectionState"
import { type EndConnectionEnvironment, endConnection } from "./endConnection"

/** What following a connected wallet works with: what ending its connection needs, and the networks. */
export interface FollowWalletEnvironment extends EndConnectionEnvironment {
  /** The configured networks, for the network a wallet moves to. */
  readonly networks: ReadonlyArray<CaipNetwork>
}

/**
 * Holds `wallet` and follows its session, so the kit keeps step when the wallet changes
 * underneath it: other accounts replace the connection's and are stored; another chain becomes
 * the connection's network (the configured one with that id, else 'Unknown Network'); no
 * accounts, or the wallet ending the session, ends the connection with nothing to revoke. A
 * change to the current connection is shown in the account and network stores. Each reaction
 * is forked on the kit's runtime, as the wallet's events come from outside it.
 * @example
 * followWallet(environment, wallet, connector) // after a connect, or a restore on page load
 */
export const followWallet = (
  environment: FollowWalletEnvironment,
  wallet: ConnectedWallet,
  connector: Connector,
): void => {
  const { connection, fork } = environment
  const { namespace } = wallet
  const connectorId = wallet.info.id
  const walletLeft = endConnection(environment, connectorId, { revoke: false })
  // The connection changed: it is stored, and shown if it is the current one.
  const changed = Effect.gen(function* () {
    yield* environment.persistSession
    if (connection.getSnapshot().currentConnectorIds[namespace] === connectorId) {
      yield* environment.showCurrent()
    }
  })
  const onAccountsChanged = (list: ReadonlyArray<string>) =>
    list.length === 0
      ? walletLeft
      : Effect.gen(function* () {
          const accounts = list.map((address) => ({ address }))
          connection.update((s) => accountsChanged(s, namespace, connectorId, accounts))
          yield* changed
        })
  const onChainChanged = (chainId: number | string) =>
    Effect.gen(function* () {
      const target = networkForChainId(environment.networks, namespace, chainId)
      connection.update((s) => chainChanged(s, namespace, connectorId, chainId, target))
      yield* changed
    })
  environment.held.hold(wallet, connector, () =>
    wallet.subscribe({
      accountsChanged: (list) => {
        fork(onAccountsChanged(list))
      },
      chainChanged: (chainId) => {
        fork(onChainChanged(chainId))
      },
      disconnect: () => {
        fork(walletLeft)
      },
    }),
  )
}
