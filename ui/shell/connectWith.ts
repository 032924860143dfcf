import type { ConnectorInfo, FoyerClient } from "../../core"
import { showErrorToast } from "../plugin/runInKit"

/**
 * The data the kit opens a connecting view with (`client.connect` shows the connector's
 * `connectingView`): which connector is connecting and, for a WalletConnect wallet chosen from
 * a list (`walletConnectWallets`), which one to open.
 */
export interface ConnectingData {
  readonly connectorId: string
  readonly walletId?: string
}

/** The connector id (and WalletConnect wallet id) in a connecting view's data, if any. */
export const connectingDataOf = (data: unknown): ConnectingData | undefined => {
  if (typeof data !== "object" || data === null) return undefined
  if (!("connectorId" in data) || typeof data.connectorId !== "string") return undefined
  return "walletId" in data && typeof data.walletId === "string"
    ? { connectorId: data.connectorId, walletId: data.walletId }
    : { connectorId: data.connectorId }
}

/**
 * The connector that pairs with a second device, found by its spec 3 type WALLET_CONNECT: the
 * configured `walletConnectWallets` open through it. Never looked up by id, so that only the
 * kernel's WalletConnect folder knows that id (issue 13).
 */
export const pairingConnectorOf = (
  connectors: ReadonlyArray<ConnectorInfo>,
): ConnectorInfo | undefined => connectors.find((c) => c.type === "WALLET_CONNECT")

/**
 * Shows the kit's 'WalletConnectConnector not found' (no WALLET_CONNECT connector is listed),
 * its text read from the kit (this module is shared with the first paint, see ui/pageText.ts).
 */
export const showPairingConnectorMissing = (client: FoyerClient): void =>
  showErrorToast(client, new Error(client.messages.text("error.walletConnectConnectorNotFound")))

/**
 * Starts connecting with `connector`. The kit shows its connecting view (the connect flow
 * decides its own views); the outcome arrives in the stores, and a failure to start shows as
 * an error toast.
 */
export const connectWith = (client: FoyerClient, connector: ConnectorInfo): Promise<void> =>
  client.connect(connector.id).catch((error: unknown) => showErrorToast(client, error))

/**
 * Starts a WalletConnect pairing for the configured wallet `walletId`: the kit shows the
 * pairing connector's connecting view (ConnectingWalletConnect), which then offers that
 * wallet's deep link for the new URI. With no WALLET_CONNECT connector listed, the error toast
 * 'WalletConnectConnector not found'.
 */
export const connectWithWalletConnectWallet = (
  client: FoyerClient,
  walletId: string,
): Promise<void> => {
  const pairing = pairingConnectorOf(client.stores.connectors.getSnapshot())
  if (pairing === undefined) {
    showPairingConnectorMissing(client)
    return Promise.resolve()
  }
  return client
    .connect(pairing.id, { walletId })
    .catch((error: unknown) => showErrorToast(client, error))
}
