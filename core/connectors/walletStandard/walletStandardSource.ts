import { Effect } from "effect"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import type { Connector, ConnectorContext, ConnectorFactory, ConnectorSource } from "../Connector"
import { untilNextTask } from "../untilNextTask"
import { featureMethod, type StandardWallet, walletChainsOf } from "./StandardWallet"
import { standardWalletConnector, standardWalletInfo } from "./standardWalletConnector"
import type { WalletStandardFamily } from "./WalletStandardFamily"

const noConnectors: ConnectorSource = {
  list: () => [],
  subscribe: () => () => undefined,
  dispose: Effect.void,
}

/**
 * The site's networks of the family `namespace`, the one to prefer first: the configured
 * default network when it is one of them, then the others in configured order.
 */
export const familyNetworksOf = (
  context: ConnectorContext,
  namespace: WalletStandardFamily["namespace"],
): ReadonlyArray<CaipNetwork> => {
  const family = context.networks.filter((network) => network.chainNamespace === namespace)
  const preferred = family.find(
    (network) => network.caipNetworkId === context.config.defaultNetwork,
  )
  return preferred === undefined
    ? family
    : [preferred, ...family.filter((network) => network !== preferred)]
}

/**
 * The wallets of the Wallet Standard's registry that serve `family`, as connectors. A wallet
 * is listed while it is registered, has the family's connect feature and names one of the
 * site's networks of the family in `chains`; it is listed as an announced wallet of the
 * family, its name and icon cleaned. A name taken by a wallet listed earlier keeps that one
 * (as an EIP-6963 rdns does), so a later wallet cannot pass for a listed one. Discovery is
 * passive: nothing is asked of a wallet until the visitor picks it. A site without networks
 * of the family lists none and does not look (the registry is not even asked for).
 * @example
 * definePluginKit({ connectors: [walletStandardSource(family)], chainAdapters: [familyAdapter] })
 */
export const walletStandardSource =
  (family: WalletStandardFamily): ConnectorFactory =>
  (context) => {
    const networks = familyNetworksOf(context, family.namespace)
    if (networks.length === 0) return noConnectors
    const registry = family.registry()
    const site = {
      networks,
      onUnregister: (wallet: StandardWallet, removed: () => void) =>
        registry.on("unregister", (...wallets) => {
          if (wallets.includes(wallet)) removed()
        }),
    }
    const usable = (wallet: StandardWallet) =>
      featureMethod(wallet, family.connect.feature, "connect") !== undefined &&
      networks.some((network) => family.namesNetwork(walletChainsOf(wallet), network))
    // One connector per wallet object, so a listed connector keeps its identity.
    const connectors = new WeakMap<StandardWallet, Connector>()
    const connectorOf = (wallet: StandardWallet): Connector => {
      const known = connectors.get(wallet)
      if (known !== undefined) return known
      const made = standardWalletConnector(family, wallet, site)
      connectors.set(wallet, made)
      return made
    }
    const list = (): ReadonlyArray<Connector> => {
      const ids = new Set<string>()
      return registry.get().flatMap((wallet) => {
        if (!usable(wallet)) return []
        const { id } = standardWalletInfo(family, wallet)
        if (ids.has(id)) return []
        ids.add(id)
        return [connectorOf(wallet)]
      })
    }
    const find = (id: string) => list().find((connector) => connector.info.id === id)
    const listeners = new Set<() => void>()
    const changed = () => {
      for (const listener of [...listeners]) listener()
    }
    const stops = [registry.on("register", changed), registry.on("unregister", changed)]
    return {
      list,
      subscribe: (listener) => {
        listeners.add(listener)
        return () => {
          listeners.delete(listener)
        }
      },
      await: (id) =>
        Effect.gen(function* () {
          // A wallet whose script runs as the page loads has registered by the next task (the Wallet
          // Standard registers synchronously once both the app and the wallet are there).
          if (find(id) === undefined) yield* untilNextTask
          return find(id)
        }),
      dispose: Effect.sync(() => {
        for (const stop of stops) stop()
        listeners.clear()
      }),
    }
  }
