import type { FoyerClient } from "../client/FoyerClient"
import type { ConnectionState } from "../connections/ConnectionState"
import { shellMessages } from "../messages/shellMessages"
import type { NetworkRef } from "../networks/NetworkRef"

/** The WalletConnect pairing as a page shows it without the modal: the QR view's facts. */
export interface WalletConnectPairing {
  /** The pairing URI (a QR code's content, a deep link's parameter); undefined until made. */
  readonly uri: string | undefined
  /** When the URI expires (ms since the epoch); then `refreshWalletConnectUri` makes a new one. */
  readonly expiresAt: number | undefined
  /** True while the URI is being made. */
  readonly buffering: boolean
  /** True once the pairing failed (the wallet rejected it: the connect attempt says 'Connection rejected'). */
  readonly failed: boolean
}

/** The pairing the QR view reads, from the connection state (`client.stores.connection`). */
export const walletConnectPairingOf = <N extends NetworkRef>(
  state: ConnectionState<N>,
): WalletConnectPairing => ({
  uri: state.wcUri,
  expiresAt: state.wcPairingExpiry,
  buffering: state.buffering,
  failed: state.wcError,
})

/**
 * Starts a WalletConnect pairing (optionally for the configured wallet `walletId`) through the
 * WALLET_CONNECT connector, as the QR view does: the URI arrives in `client.stores.connection`
 * (read it with `walletConnectPairingOf`); the promise ends when the wallet approves, rejects
 * or the pairing fails. Rejects with 'WalletConnectConnector not found' when there is none.
 */
export const startWalletConnectPairing = (
  client: FoyerClient,
  walletId?: string,
): Promise<void> => {
  const pairing = client.stores.connectors.getSnapshot().find((c) => c.type === "WALLET_CONNECT")
  if (pairing === undefined) {
    return Promise.reject(new Error(shellMessages["error.walletConnectConnectorNotFound"]))
  }
  return client.connect(pairing.id, walletId === undefined ? undefined : { walletId })
}
