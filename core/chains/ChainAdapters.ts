import { Context, Layer } from "effect"
import type { ChainAdapter } from "./ChainAdapter"
import type { ChainNamespace } from "./ChainNamespace"
import { eip155Adapter } from "./eip155/eip155Adapter"

/** The chain adapters of the kit, one per namespace. */
export interface ChainAdaptersShape {
  /** The adapter of `namespace`; undefined when the kit has none (no plugin brought one). */
  readonly of: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** The namespaces the kit has an adapter for, the kernel's (eip155) first. */
  readonly namespaces: ReadonlyArray<ChainNamespace>
}

/**
 * The adapters of `adapters`, by namespace. A namespace given twice keeps its first adapter, so
 * the kernel's EVM adapter, listed first, is never replaced by a plugin's.
 * @example
 * chainAdaptersOf([eip155Adapter]).of("eip155") // eip155Adapter
 * chainAdaptersOf([eip155Adapter]).of("solana") // undefined
 */
export const chainAdaptersOf = (adapters: ReadonlyArray<ChainAdapter>): ChainAdaptersShape => {
  const byNamespace = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of adapters) {
    if (!byNamespace.has(adapter.namespace)) byNamespace.set(adapter.namespace, adapter)
  }
  return { of: (namespace) => byNamespace.get(namespace), namespaces: [...byNamespace.keys()] }
}

/**
 * What a WalletConnect session asks for in each family beside EVM that has an adapter naming
 * its WalletConnect namespace, in the adapters' order.
 * @example walletConnectNamespacesOf(adapters) // [["bip122", { methods: [...], events: [...] }]]
 */
export const walletConnectNamespacesOf = (adapters: ChainAdaptersShape) =>
  adapters.namespaces.flatMap((namespace) => {
    const asked = adapters.of(namespace)?.walletConnect
    return namespace === "eip155" || asked === undefined ? [] : [[namespace, asked] as const]
  })

/** The kernel's own adapters: EVM. */
export const kernelChainAdapters: ChainAdaptersShape = chainAdaptersOf([eip155Adapter])

/**
 * The chain adapters, as a service: Connections and Wallet reach a wallet's family through
 * it. Plugins add adapters through their kit (`chainAdapters`), not by providing this service.
 */
export class ChainAdapters extends Context.Service<ChainAdapters, ChainAdaptersShape>()(
  "foyer-kit/chains/ChainAdapters",
) {
  /** The kernel's EVM adapter, then `contributed` (the plugins'), by namespace. */
  static readonly layer = (
    contributed: ReadonlyArray<ChainAdapter> = [],
  ): Layer.Layer<ChainAdapters> =>
    Layer.succeed(ChainAdapters, chainAdaptersOf([eip155Adapter, ...contributed]))
}
