import { Effect } from "effect"
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
 * The EVM family (EIP-155 chains) over an EIP-1193 provider: browser wallets announced with
 * EIP-6963 and WalletConnect's eip155 namespace alike.
 */
export const eip155Adapter: ChainAdapter = {
  namespace: "eip155",
  chainReferenceOf: (network) => Number(network.id),
  sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  reportedAccounts: (wallet) => Effect.option(getAccounts(wallet.provider)),
  reportedChain: (wallet) => Effect.option(getChainId(wallet.provider)),
  switchNetwork: (wallet, target) => switchEthereumChain(wallet.provider, target),
  signMessage: (wallet, address, message) =>
    Effect.flatMap(
      walletRequest(wallet.provider, "personal_sign", [utf8Hex(message), address]),
      (signature) =>
        isHex(signature)
          ? Effect.succeed(signature)
          : Effect.fail(
              new WalletRequestFailedError({ method: "personal_sign", cause: signature }),
            ),
    ),
}
