import type { Chain, PublicClient, Transport } from "viem"
import type { DevnetAccount } from "../devnet/deriveDevnetAccounts"
import { devnetPublicClient } from "../devnet/devnetClients"
import type { DevnetToken } from "../devnet/seedDevnet"
import type { SandboxExchange } from "../exchange/seedExchange"

/** A devnet the sandbox API serves: where it answers, its accounts, test tokens and exchange. */
export interface SandboxDevnet {
  readonly chainId: number
  readonly rpcUrl: string
  readonly accounts: ReadonlyArray<DevnetAccount>
  readonly tokens: ReadonlyArray<DevnetToken>
  readonly name?: string
  /**
   * Its Uniswap V2 and pools (every seeded devnet has one). Without one the convert calls
   * do not serve the devnet and prices come from the price table.
   */
  readonly exchange?: SandboxExchange
}

/** A devnet as the handlers see it: with its CAIP-2 id and one shared viem client. */
export interface ServedDevnet extends SandboxDevnet {
  /** `eip155:<chainId>`. */
  readonly caipNetworkId: string
  readonly client: PublicClient<Transport, Chain>
}

/**
 * How long the sandbox waits for a devnet's answer before it counts as not answering: the
 * kit's own HTTP timeout (spec 7), so that a stuck node is a 502 before the kit gives up.
 */
export const defaultDevnetTimeoutMs = 10_000

/**
 * Prepares a devnet for serving: its CAIP-2 id and a client reused by every request, which
 * waits at most `timeoutMs` for an answer. The client does not retry: a devnet that does not
 * answer is a 502 at once, which the kit retries on its own schedule (spec 7); retrying here
 * too would multiply the attempts and hold each answer for a second.
 */
export const serveDevnet = (
  devnet: SandboxDevnet,
  timeoutMs: number = defaultDevnetTimeoutMs,
): ServedDevnet => ({
  ...devnet,
  caipNetworkId: `eip155:${devnet.chainId}`,
  client: devnetPublicClient(devnet, { retryCount: 0, timeoutMs }),
})
