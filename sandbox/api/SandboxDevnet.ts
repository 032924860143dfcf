import type { Chain, PublicClient, Transport } from "viem"
import type { DevnetAccount } from "../devnet/deriveDevnetAccounts"
import { devnetPublicClient } from "../devnet/devnetClients"
import type { DevnetToken } from "../devnet/seedDevnet"

/** A devnet the sandbox API serves: where it answers, its accounts and its test tokens. */
export interface SandboxDevnet {
  readonly chainId: number
  readonly rpcUrl: string
  readonly accounts: ReadonlyArray<DevnetAccount>
  readonly tokens: ReadonlyArray<DevnetToken>
  readonly name?: string
}

/** A devnet as the handlers see it: with its CAIP-2 id and one shared viem client. */
export interface ServedDevnet extends SandboxDevnet {
  /** `eip155:<chainId>`. */
  readonly caipNetworkId: string
  readonly client: PublicClient<Transport, Chain>
}

/** Prepares a devnet for serving: its CAIP-2 id and a client reused by every request. */
export const serveDevnet = (devnet: SandboxDevnet): ServedDevnet => ({
  ...devnet,
  caipNetworkId: `eip155:${devnet.chainId}`,
  client: devnetPublicClient(devnet),
})
