import { Effect, Option } from "effect"
import type { PublicClient } from "viem"
import { customRpcUrls } from "../../api/rpcUrls"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import { memoPerNetwork } from "../../chains/memoPerNetwork"
import type { FoyerConfig } from "../../config/FoyerConfig"
import type { ConnectedWallet } from "../../connectors/Connector"
import { toWalletRequestError, type WalletRequestError } from "../../connectors/walletRequest"
import type { TokenBalance } from "../TokenBalance"
import type { Erc20Read } from "./erc20Reads"
import { formatTokenAmount } from "./formatTokenAmount"
import { PrimaryTokenReadError } from "./PrimaryTokenReadError"
import { WalletAssetsUnsupportedError } from "./WalletAssetsErrors"
import { type WalletAssetsError, walletAssetBalances } from "./walletAssetBalances"

/** Where an account's balances come from, beside the provider API (issue 15). */
export interface BalanceSources {
  /**
   * The balances the connected wallet lists for `address` on `network` (EIP-7811); fails when
   * it lists none (no wallet, another account, no asset discovery, a failure or a malformed
   * answer), and the provider API is asked instead.
   */
  readonly walletAssets: (
    address: string,
    network: CaipNetwork,
  ) => Effect.Effect<ReadonlyArray<TokenBalance>, WalletAssetsError>
  /**
   * The network's primary token (the `tokens` option) held by `address`, read on chain; none
   * when the network has no primary token.
   */
  readonly primaryToken: (
    address: string,
    network: CaipNetwork,
  ) => Effect.Effect<Option.Option<TokenBalance>, PrimaryTokenReadError>
  /** One JSON-RPC request to `network`'s node (the pending-transaction filter). */
  readonly nodeRequest: (
    network: CaipNetwork,
    method: string,
    params: ReadonlyArray<unknown>,
  ) => Effect.Effect<unknown, WalletRequestError>
}

/** No source beside the API: no wallet list, no primary token, no node (tests of the API path). */
export const apiOnlyBalanceSources: BalanceSources = {
  walletAssets: (_, network) =>
    Effect.fail(new WalletAssetsUnsupportedError({ caipNetworkId: network.caipNetworkId })),
  primaryToken: () => Effect.succeed(Option.none()),
  nodeRequest: (_, method) =>
    Effect.fail(toWalletRequestError(method, new Error("apiOnlyBalanceSources has no node"))),
}

/** What the live sources read from. */
export interface BalanceSourcesEnvironment {
  readonly config: Pick<FoyerConfig, "tokens" | "endpoints" | "projectId"> &
    Partial<Pick<FoyerConfig, "customNetworks">>
  /** The wallet of the current connection, if any. */
  readonly currentWallet: Effect.Effect<ConnectedWallet | undefined>
  /** Aborted when the kit is disposed: the node clients' RPC URL ranking ends. */
  readonly signal?: AbortSignal | undefined
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The primary token read on chain as a token balance of `network`. */
const primaryTokenBalance = (
  network: CaipNetwork,
  address: string,
  image: string | undefined,
  read: Erc20Read,
): TokenBalance => ({
  name: read.name,
  symbol: read.symbol,
  chainId: network.caipNetworkId,
  address,
  value: 0,
  price: 0,
  quantity: {
    decimals: String(read.decimals),
    numeric: formatTokenAmount(read.balance, read.decimals),
  },
  iconUrl: image ?? "",
})

/** The wallet methods asset discovery takes (EIP-5792, EIP-7811). */
const assetMethods = ["wallet_getCapabilities", "wallet_getAssets"] as const

/**
 * The live sources: the connected wallet's provider, and the node of each network through the
 * provider's RPC (`endpoints.rpcUrl`, the sandbox's RPC proxy in the sandbox) and the URLs the
 * developer gave the network in `customNetworks` (a fallback transport over them, spec 9), with
 * viem imported on the first read (one client per network).
 */
export const makeBalanceSources = (environment: BalanceSourcesEnvironment): BalanceSources => {
  const { config } = environment
  // A chunk that did not download is tried again by the next read.
  const clientFor = memoPerNetwork(
    (network): Promise<PublicClient> =>
      import("./erc20Reads").then(({ nodeClient }) =>
        nodeClient({
          rpcHost: config.endpoints.rpcUrl,
          chainId: network.caipNetworkId,
          projectId: config.projectId,
          urls: customRpcUrls(
            { customNetworks: config.customNetworks ?? [] },
            network.caipNetworkId,
          ),
          signal: environment.signal,
        }),
      ),
  )
  return {
    walletAssets: (address, network) =>
      Effect.flatMap(environment.currentWallet, (wallet) =>
        wallet === undefined ||
        wallet.namespace !== "eip155" ||
        !wallet.accounts.some((account) => sameAddress(account, address)) ||
        // A wallet whose connection rules the methods out is not asked (WalletConnect logs
        // an error for a method the session did not approve).
        !assetMethods.every((method) => wallet.supportsMethod?.(method) ?? true)
          ? Effect.fail(new WalletAssetsUnsupportedError({ caipNetworkId: network.caipNetworkId }))
          : walletAssetBalances(wallet.provider, address, network),
      ),
    primaryToken: (address, network) => {
      const token = config.tokens[network.caipNetworkId]
      // Spec 7: ERC-20 reads go through multicall; other namespaces have no primary token read.
      if (token === undefined || network.chainNamespace !== "eip155") {
        return Effect.succeed(Option.none())
      }
      return Effect.tryPromise({
        try: async () => {
          // By name, not the whole module: see ui/createFoyer.ts's kernelCode (issue 35).
          const [client, readErc20] = await Promise.all([
            clientFor(network),
            import("./erc20Reads").then(({ readErc20 }) => readErc20),
          ])
          return readErc20(client, token.address as `0x${string}`, address as `0x${string}`)
        },
        catch: (cause) =>
          new PrimaryTokenReadError({
            caipNetworkId: network.caipNetworkId,
            address: token.address,
            cause,
          }),
      }).pipe(
        Effect.map((read) =>
          Option.some(primaryTokenBalance(network, token.address, token.image, read)),
        ),
      )
    },
    nodeRequest: (network, method, params) =>
      Effect.tryPromise({
        try: () =>
          clientFor(network).then((client) =>
            client.request({ method, params: [...params] } as never),
          ),
        catch: (cause) => toWalletRequestError(method, cause),
      }),
  }
}
