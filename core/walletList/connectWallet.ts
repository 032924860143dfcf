import type { FoyerClient } from "../client/FoyerClient"
import { shellMessages } from "../messages/shellMessages"
import type { WalletEntry } from "./listWallets"

/**
 * Connects with a wallet of the list (`listWallets`) or a connector by id, without any view:
 * `client.connect` with the entry's connector (and, for a configured WalletConnect wallet, its
 * `walletId`: a pairing starts and its URI shows in `client.stores.connection`). The outcome
 * arrives in the stores (`connectAttempt`, `connection`); it rejects only on a programmer
 * error: 'Provider not found: <id>', or 'WalletConnectConnector not found' for a WalletConnect
 * wallet with no WALLET_CONNECT connector.
 * @example
 * await connectWallet(client, listWallets(walletSourcesOf(client)).wallets[0])
 */
export const connectWallet = (client: FoyerClient, wallet: WalletEntry | string): Promise<void> => {
  if (typeof wallet === "string") return client.connect(wallet)
  if (wallet.connectorId === undefined) {
    return Promise.reject(new Error(shellMessages["error.walletConnectConnectorNotFound"]))
  }
  return client.connect(
    wallet.connectorId,
    wallet.walletId === undefined ? undefined : { walletId: wallet.walletId },
  )
}
