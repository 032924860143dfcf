import { getWallets } from "@wallet-standard/app"
import { Effect } from "effect"
import type { Connector, ConnectorFactory, ConnectorSource } from "../../core"
import { featureMethod, type StandardWallet, walletChainsOf } from "./StandardWallet"
import { listsNetwork, solanaNetworksOf } from "./solanaNetworks"
import {
  type WalletStandardSite,
  walletStandardConnector,
  walletStandardInfo,
} from "./walletStandardConnector"

// Completes on the next task: a wallet whose script runs as the page loads registers by then
// (the Wallet Standard registers synchronously once both the app and the wallet are there).
const endOfTask: Effect.Effect<void> = Effect.callback<void>((resume) => {
  const timer = setTimeout(() => resume(Effect.void))
  return Effect.sync(() => clearTimeout(timer))
})

const noConnectors: ConnectorSource = {
  list: () => [],
  subscribe: () => () => undefined,
  dispose: Effect.void,
}

/**
 * Solana wallets that follow the Wallet Standard (Phantom, Solflare, Backpack...), found with
 * `@wallet-standard/app`'s `getWallets()`, as connectors. A wallet is listed while it is
 * registered, has `standard:connect` and supports one of the site's Solana networks; it is
 * listed as an announced wallet of the Solana family, its name and icon cleaned. A name taken
 * by a wallet listed earlier keeps that one (as an EIP-6963 rdns does), so a later wallet
 * cannot pass for a listed one. Discovery is passive: nothing is asked of a wallet until the
 * visitor picks it. A site without Solana networks lists none and does not look.
 * @example
 * definePluginKit({ connectors: [walletStandardConnectors], chainAdapters: [solanaAdapter] })
 */
export const walletStandardConnectors: ConnectorFactory = (context) => {
  const networks = solanaNetworksOf(context)
  if (networks.length === 0) return noConnectors
  const registry = getWallets()
  const site: WalletStandardSite = {
    networks,
    onUnregister: (wallet, removed) =>
      registry.on("unregister", (...wallets) => {
        if (wallets.includes(wallet)) removed()
      }),
  }
  const usable = (wallet: StandardWallet) =>
    featureMethod(wallet, "standard:connect", "connect") !== undefined &&
    networks.some((network) => listsNetwork(walletChainsOf(wallet), network))
  // One connector per wallet object, so a listed connector keeps its identity.
  const connectors = new WeakMap<StandardWallet, Connector>()
  const connectorOf = (wallet: StandardWallet): Connector => {
    const known = connectors.get(wallet)
    if (known !== undefined) return known
    const made = walletStandardConnector(wallet, site)
    connectors.set(wallet, made)
    return made
  }
  const list = (): ReadonlyArray<Connector> => {
    const ids = new Set<string>()
    return registry.get().flatMap((wallet) => {
      if (!usable(wallet)) return []
      const { id } = walletStandardInfo(wallet)
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
        if (find(id) === undefined) yield* endOfTask
        return find(id)
      }),
    dispose: Effect.sync(() => {
      for (const stop of stops) stop()
      listeners.clear()
    }),
  }
}
