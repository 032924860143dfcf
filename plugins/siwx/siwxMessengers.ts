import { Effect } from "effect"
import { type Client, createClient, custom, http } from "viem"
import { Networks, Wallet } from "../../core"
import { deferredSolanaMessenger } from "./message/deferredSolanaMessenger"
import { eip155Messenger } from "./message/eip155/eip155Messenger"
import type { SiwxMessenger } from "./message/SiwxMessenger"

/**
 * The message formats sign-in writes and verifies, one per namespace of `siwxNamespaces`:
 * EIP-4361 for eip155, with the nodes its contract-account signatures are checked on (the
 * active network's through the kernel's reads, another configured network's over its RPC URL:
 * a one-click auth signs for every requested chain); Sign-In With Solana for solana, whose
 * ed25519 signatures need no node, its code imported on the first Solana sign-in.
 */
export const siwxMessengers: Effect.Effect<
  ReadonlyArray<SiwxMessenger>,
  never,
  Networks | Wallet
> = Effect.gen(function* () {
  const networks = yield* Networks
  const wallet = yield* Wallet
  const node = createClient({
    transport: custom({
      request: ({ method, params }) =>
        Effect.runPromise(
          wallet.publicRequest(
            method,
            Array.isArray(params) ? params : params === undefined ? [] : [params],
          ),
        ),
    }),
  })
  const others = new Map<number, Client>()
  const clientFor = (chainId: number): Client | undefined => {
    const caipNetworkId = `eip155:${chainId}`
    if (networks.store.getSnapshot().activeCaipNetwork?.caipNetworkId === caipNetworkId) {
      return node
    }
    const network = networks.networks.find((n) => n.caipNetworkId === caipNetworkId)
    const url = network?.rpcUrls.default.http[0]
    if (url === undefined) return undefined
    const made = others.get(chainId) ?? createClient({ transport: http(url) })
    others.set(chainId, made)
    return made
  }
  return [eip155Messenger({ client: clientFor }), deferredSolanaMessenger()]
})
