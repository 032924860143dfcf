import type { CaipNetwork } from "./CaipNetwork"

/**
 * `load`, made once per network (by CAIP-2 id) and shared by every later call; a load that
 * fails is forgotten, so the next call tries again (a chunk that did not download, a node
 * that did not answer).
 * @example
 * const clientFor = memoPerNetwork((network) => import("./erc20Reads").then((m) => m.nodeClient(network)))
 */
export const memoPerNetwork = <A>(
  load: (network: CaipNetwork) => Promise<A>,
): ((network: CaipNetwork) => Promise<A>) => {
  const made = new Map<string, Promise<A>>()
  return (network) => {
    const existing = made.get(network.caipNetworkId)
    if (existing !== undefined) return existing
    const loading = load(network)
    made.set(network.caipNetworkId, loading)
    loading.catch(() => made.delete(network.caipNetworkId))
    return loading
  }
}
