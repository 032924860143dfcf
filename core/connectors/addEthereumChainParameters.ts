import type { CaipNetwork } from "../chains/CaipNetwork"
import { toHexChainId } from "./walletRequest"

/** The parameter of `wallet_addEthereumChain` (EIP-3085). */
export interface AddEthereumChainParameters {
  readonly chainId: `0x${string}`
  readonly chainName: string
  readonly nativeCurrency: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }
  readonly rpcUrls: ReadonlyArray<string>
  readonly blockExplorerUrls?: ReadonlyArray<string>
}

/**
 * What the wallet is told about an EVM network it does not know (spec 8: code 4902 adds the
 * chain). The RPC URLs are the chain's own public ones (`chainDefault`), falling back to
 * `default`: the kit's default endpoint may carry the project id, which does not belong in
 * the visitor's wallet.
 */
export const addEthereumChainParameters = (network: CaipNetwork): AddEthereumChainParameters => {
  const chainDefault = network.rpcUrls.chainDefault?.http ?? []
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toHexChainId(Number(network.id)),
    chainName: network.name,
    nativeCurrency: {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    },
    rpcUrls: chainDefault.length > 0 ? chainDefault : network.rpcUrls.default.http,
    ...(explorer === undefined ? {} : { blockExplorerUrls: [explorer] }),
  }
}
