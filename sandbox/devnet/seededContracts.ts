import type { Address, PublicClient } from "viem"
import { smartAccountFactoryAddress } from "./deploySmartAccountFactory"
import { multicall3Artifact } from "./multicall3Artifact"
import type { DevnetSeed } from "./seedDevnet"

/**
 * Every contract the seed put on a devnet: the test tokens, Multicall3, the smart-account
 * factory, and the exchange (WETH, the factory, the router and each pool).
 */
export const seededContractAddresses = (seed: DevnetSeed): ReadonlyArray<Address> => [
  ...seed.tokens.map((token) => token.address),
  multicall3Artifact.address,
  smartAccountFactoryAddress,
  seed.exchange.weth,
  seed.exchange.factory,
  seed.exchange.router,
  ...seed.exchange.pairs.map((pool) => pool.pair),
]

/**
 * Whether any of `addresses` has no code on the devnet behind `client`: its seeded state is
 * gone (`anvil_reset`, `anvil_setCode`). Rejects when the node does not answer.
 */
export const seededContractsGone = async (
  client: PublicClient,
  addresses: ReadonlyArray<Address>,
): Promise<boolean> => {
  const codes = await Promise.all(addresses.map((address) => client.getCode({ address })))
  return codes.some((code) => code === undefined || code === "0x")
}
