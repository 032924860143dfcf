import { Effect } from "effect"
import type { ConnectedWallet } from "../../connectors/Connector"
import type { Eip1193Provider } from "../../connectors/Eip1193Provider"
import { switchEthereumChain } from "../../connectors/switchEthereumChain"
import { WalletRequestFailedError } from "../../connectors/WalletRequestFailedError"
import { getAccounts, getChainId, walletRequest } from "../../connectors/walletRequest"
import type { ChainAdapter } from "../ChainAdapter"

/** `text` as personal_sign wants it: its UTF-8 bytes in hex. */
const utf8Hex = (text: string): `0x${string}` =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("")}`

const isHex = (value: unknown): value is `0x${string}` =>
  typeof value === "string" && /^0x[0-9a-fA-F]+$/.test(value)

/**
 * The EIP-1193 provider of an EVM wallet. Handed another family's wallet it throws: the kernel
 * asks the EVM adapter about EVM wallets only, so that would be a defect.
 */
export const eip1193ProviderOf = (wallet: ConnectedWallet): Eip1193Provider => {
  if (wallet.namespace === "eip155") return wallet.provider
  throw new Error(`The ${wallet.namespace} wallet ${wallet.info.id} has no EIP-1193 provider`)
}

/**
 * The EVM family (EIP-155 chains) over an EIP-1193 provider: browser wallets announced with
 * EIP-6963 and WalletConnect's eip155 namespace alike.
 */
export const eip155Adapter: ChainAdapter = {
  namespace: "eip155",
  chainReferenceOf: (network) => Number(network.id),
  sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  reportedAccounts: (wallet) =>
    Effect.suspend(() => Effect.option(getAccounts(eip1193ProviderOf(wallet)))),
  reportedChain: (wallet) =>
    Effect.suspend(() => Effect.option(getChainId(eip1193ProviderOf(wallet)))),
  switchNetwork: (wallet, target) =>
    Effect.suspend(() => switchEthereumChain(eip1193ProviderOf(wallet), target)),
  signMessage: (wallet, address, message) =>
    Effect.flatMap(
      Effect.suspend(() =>
        walletRequest(eip1193ProviderOf(wallet), "personal_sign", [utf8Hex(message), address]),
      ),
      (signature) =>
        isHex(signature)
          ? Effect.succeed(signature)
          : Effect.fail(
              new WalletRequestFailedError({ method: "personal_sign", cause: signature }),
            ),
    ),
}
