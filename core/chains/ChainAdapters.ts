import { Context, Effect, Layer } from "effect"
import { type ChainAdapter, type ChainAdapterEntry, isDeferredChainAdapter } from "./ChainAdapter"
import type { ChainNamespace } from "./ChainNamespace"
import { eip155Adapter } from "./eip155/eip155Adapter"
import type { WalletConnectNamespace } from "./WalletConnectNamespace"

/** The chain adapters of the kit, one per namespace. */
export interface ChainAdaptersShape {
  /**
   * The adapter of `namespace` when it is there now: undefined when the kit has none, and for a
   * deferred adapter until it has loaded (`load`). A session's family has its adapter loaded
   * (Connections loads it first), so code that holds a session may read it here.
   */
  readonly of: (namespace: ChainNamespace) => ChainAdapter | undefined
  /**
   * The adapter of `namespace`, importing a deferred one first (once; an import that failed,
   * a chunk that did not download, is a defect and is tried again by the next call); undefined
   * when no plugin brought one.
   */
  readonly load: (namespace: ChainNamespace) => Effect.Effect<ChainAdapter | undefined>
  /** What a WalletConnect session asks for in `namespace`, known before its adapter loads. */
  readonly walletConnectOf: (namespace: ChainNamespace) => WalletConnectNamespace | undefined
  /** The namespaces the kit has an adapter for, the kernel's (eip155) first. */
  readonly namespaces: ReadonlyArray<ChainNamespace>
}

/** One namespace's adapter: there, or imported on first use (see DeferredChainAdapter). */
const slotOf = (entry: ChainAdapterEntry) => {
  if (!isDeferredChainAdapter(entry)) {
    return { walletConnect: entry.walletConnect, now: () => entry, load: Effect.succeed(entry) }
  }
  let loaded: ChainAdapter | undefined
  let loading: Promise<ChainAdapter> | undefined
  const load = () => {
    loading ??= entry.load().then(
      (adapter) => {
        loaded = adapter
        return adapter
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    walletConnect: entry.walletConnect,
    now: () => loaded,
    load: Effect.suspend(() =>
      loaded === undefined ? Effect.promise(load) : Effect.succeed(loaded),
    ),
  }
}

/**
 * The adapters of `entries`, by namespace. A namespace given twice keeps its first adapter, so
 * the kernel's EVM adapter, listed first, is never replaced by a plugin's.
 * @example
 * chainAdaptersOf([eip155Adapter]).of("eip155") // eip155Adapter
 * chainAdaptersOf([eip155Adapter]).of("solana") // undefined
 */
export const chainAdaptersOf = (entries: ReadonlyArray<ChainAdapterEntry>): ChainAdaptersShape => {
  const byNamespace = new Map<ChainNamespace, ReturnType<typeof slotOf>>()
  for (const entry of entries) {
    if (!byNamespace.has(entry.namespace)) byNamespace.set(entry.namespace, slotOf(entry))
  }
  return {
    of: (namespace) => byNamespace.get(namespace)?.now(),
    load: (namespace) => byNamespace.get(namespace)?.load ?? Effect.succeed(undefined),
    walletConnectOf: (namespace) => byNamespace.get(namespace)?.walletConnect,
    namespaces: [...byNamespace.keys()],
  }
}

/**
 * What a WalletConnect session asks for in each family beside EVM that has an adapter naming
 * its WalletConnect namespace, in the adapters' order.
 * @example walletConnectNamespacesOf(adapters) // [["bip122", { methods: [...], events: [...] }]]
 */
export const walletConnectNamespacesOf = (adapters: ChainAdaptersShape) =>
  adapters.namespaces.flatMap((namespace) => {
    const asked = adapters.walletConnectOf(namespace)
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
    contributed: ReadonlyArray<ChainAdapterEntry> = [],
  ): Layer.Layer<ChainAdapters> =>
    Layer.succeed(ChainAdapters, chainAdaptersOf([eip155Adapter, ...contributed]))
}
