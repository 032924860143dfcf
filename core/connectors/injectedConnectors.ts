import { Effect, Result } from "effect"
import type { ConnectedWallet, Connector, ConnectorContext, ConnectorSource } from "./Connector"
import { createWalletDiscovery, type DiscoveredWallet } from "./createWalletDiscovery"
import { subscribeProvider } from "./subscribeProvider"
import { untilNextTask } from "./untilNextTask"
import { getAccounts, getChainId, requestAccounts, walletRequest } from "./walletRequest"

const connected = (
  wallet: DiscoveredWallet,
  accounts: ReadonlyArray<string>,
  chainId: number,
): ConnectedWallet => ({
  info: wallet.info,
  provider: wallet.provider,
  // Browser wallets (EIP-1193) are EVM wallets: every connection made here is eip155.
  namespace: "eip155",
  accounts,
  chainId,
  subscribe: (handlers) => subscribeProvider(wallet.provider, handlers),
})

/** A browser wallet as a connector: accounts asked with eth_requestAccounts. */
const injectedConnector = (wallet: DiscoveredWallet): Connector => ({
  info: wallet.info,
  connect: () =>
    Effect.map(
      Effect.all([requestAccounts(wallet.provider), getChainId(wallet.provider)]),
      ([accounts, chainId]) => connected(wallet, accounts, chainId),
    ),
  // A wallet that is asked already shows its prompt: a second click waits for that one.
  keepsPending: () => true,
  restore: Effect.map(
    Effect.result(Effect.all([getAccounts(wallet.provider), getChainId(wallet.provider)])),
    (outcome) =>
      Result.isFailure(outcome) || outcome.success[0].length === 0
        ? undefined
        : connected(wallet, outcome.success[0], outcome.success[1]),
  ),
  // Best effort: many wallets do not implement it, and disconnecting must not wait on it.
  disconnect: () =>
    Effect.ignore(
      walletRequest(wallet.provider, "wallet_revokePermissions", [{ eth_accounts: {} }]),
    ),
})

/**
 * Browser wallets (EIP-6963 announcements, and a legacy `window.ethereum`) as connectors.
 * Discovery is passive: wallets are asked to announce themselves, nothing is sent to them.
 */
export const injectedConnectors = (context: ConnectorContext): ConnectorSource => {
  const discovery = createWalletDiscovery(
    context.environment.window ?? (typeof window === "undefined" ? undefined : window),
  )
  // One connector object per wallet, so a listed connector keeps its identity.
  const cache = new Map<
    string,
    { readonly wallet: DiscoveredWallet; readonly connector: Connector }
  >()
  const connectorOf = (id: string): Connector | undefined => {
    const wallet = discovery.find(id)
    if (wallet === undefined) return undefined
    const cached = cache.get(id)
    if (cached !== undefined && cached.wallet === wallet) return cached.connector
    const connector = injectedConnector(wallet)
    cache.set(id, { wallet, connector })
    return connector
  }
  return {
    list: () => discovery.connectors.getSnapshot().flatMap((info) => connectorOf(info.id) ?? []),
    subscribe: discovery.connectors.subscribe,
    refresh: discovery.requestProviders,
    await: (id) =>
      Effect.gen(function* () {
        if (discovery.find(id) === undefined) {
          discovery.requestProviders()
          // By the next task every answer to the current EIP-6963 request round has arrived (wallets
          // announce synchronously from their listener, or at the latest from a promise).
          if (discovery.find(id) === undefined) yield* untilNextTask
        }
        return connectorOf(id)
      }),
    dispose: Effect.sync(discovery.dispose),
  }
}
