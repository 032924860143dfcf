// Loaded with import() only: viem's client and multicall come with the first read that needs
// them, never with the page or the kernel's start (issue 14).
import { type Address, createPublicClient, erc20Abi, type PublicClient } from "viem"
import { rpcTransport } from "../../api/rpcTransport"
import { limits } from "../../Schedules"
import { multicall3Address } from "./multicall3Address"

/** A viem client reading one network through its RPC URLs (spec 7 policy, spec 9 fallback). */
export const nodeClient = (options: Parameters<typeof rpcTransport>[0]): PublicClient =>
  createPublicClient({ transport: rpcTransport(options) })

/** What an ERC-20 says of itself and of one holder. */
export interface Erc20Read {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly balance: bigint
}

/**
 * Reads an ERC-20's name, symbol, decimals and `owner`'s balance in one multicall (spec 7:
 * "ERC20 reads via multicall", batches of at most 1024 bytes of call data, spec 9). Rejects
 * when any of the four fails.
 */
export const readErc20 = async (
  client: PublicClient,
  token: Address,
  owner: Address,
): Promise<Erc20Read> => {
  const contract = { address: token, abi: erc20Abi } as const
  const [name, symbol, decimals, balance] = await client.multicall({
    contracts: [
      { ...contract, functionName: "name" },
      { ...contract, functionName: "symbol" },
      { ...contract, functionName: "decimals" },
      { ...contract, functionName: "balanceOf", args: [owner] },
    ],
    allowFailure: false,
    batchSize: limits.multicallBatchBytes,
    multicallAddress: multicall3Address,
  })
  return { name, symbol, decimals, balance }
}
