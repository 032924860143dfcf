import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { DevnetAccount } from "./deriveDevnetAccounts"

/** What a client needs to reach a devnet: its chain id, RPC URL and funded accounts. */
export interface DevnetEndpoint {
  readonly chainId: number
  readonly rpcUrl: string
  readonly accounts: ReadonlyArray<DevnetAccount>
  /** A display name such as "Foyer Devnet" (default "Foyer Devnet <chain id>"). */
  readonly name?: string
}

/** A local chain answers at once; viem's default of 4 s would make every wait slow. */
const devnetPollingIntervalMs = 50

/** The viem chain of a devnet, with its local RPC URL. */
export const devnetChain = (devnet: DevnetEndpoint): Chain =>
  defineChain({
    id: devnet.chainId,
    name: devnet.name ?? `Foyer Devnet ${devnet.chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: {
      default: { http: [devnet.rpcUrl], webSocket: [devnet.rpcUrl.replace(/^http/, "ws")] },
    },
    testnet: true,
  })

/** How a devnet client's requests retry and time out (viem's defaults when left out). */
export interface DevnetRequestOptions {
  readonly retryCount?: number
  readonly timeoutMs?: number
}

/** A viem public client for a devnet, polling fast. */
export const devnetPublicClient = (
  devnet: DevnetEndpoint,
  requests: DevnetRequestOptions = {},
): PublicClient<Transport, Chain> =>
  createPublicClient({
    chain: devnetChain(devnet),
    // Concurrent reads (an indexer scanning blocks) go out as one JSON-RPC batch.
    transport: http(devnet.rpcUrl, {
      batch: true,
      ...(requests.retryCount === undefined ? {} : { retryCount: requests.retryCount }),
      ...(requests.timeoutMs === undefined ? {} : { timeout: requests.timeoutMs }),
    }),
    pollingInterval: devnetPollingIntervalMs,
  })

/** A viem wallet client that signs locally as the devnet's account at `accountIndex`. */
export const devnetWalletClient = (
  devnet: DevnetEndpoint,
  accountIndex: number,
): WalletClient<Transport, Chain, Account> => {
  const account = devnet.accounts[accountIndex]
  if (account === undefined) {
    throw new RangeError(
      `The devnet has ${devnet.accounts.length} accounts; there is none at index ${accountIndex}`,
    )
  }
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: devnetChain(devnet),
    transport: http(devnet.rpcUrl),
    pollingInterval: devnetPollingIntervalMs,
  })
}
