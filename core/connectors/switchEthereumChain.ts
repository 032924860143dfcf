import { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { UserRejectedRequestError } from "../errors/UserRejectedRequestError"
import { isChainNotAddedError } from "../errors/WalletRpcError"
import { addEthereumChainParameters } from "./addEthereumChainParameters"
import type { Eip1193Provider } from "./Eip1193Provider"
import { toHexChainId, type WalletRequestError, walletRequest } from "./walletRequest"

/**
 * Asks the wallet to switch to an EVM network (`wallet_switchEthereumChain`). When the
 * wallet does not know the chain (code 4902) it is added (`wallet_addEthereumChain`) and the
 * switch is asked once more. A failure of the add step is treated as a rejection (spec 8).
 */
export const switchEthereumChain = (
  provider: Eip1193Provider,
  network: CaipNetwork,
): Effect.Effect<void, WalletRequestError> => {
  const switchChain = walletRequest(provider, "wallet_switchEthereumChain", [
    { chainId: toHexChainId(Number(network.id)) },
  ])
  const addChain = walletRequest(provider, "wallet_addEthereumChain", [
    addEthereumChainParameters(network),
  ]).pipe(
    Effect.mapError((cause) =>
      cause instanceof UserRejectedRequestError ? cause : new UserRejectedRequestError({ cause }),
    ),
  )
  return switchChain.pipe(
    Effect.catchIf(isChainNotAddedError, () => Effect.andThen(addChain, switchChain)),
    Effect.asVoid,
  )
}
