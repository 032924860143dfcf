import type { ConnectorInfo, FoyerClient, View } from "../../core"
import { walletConnectConnectorId } from "../../core/connectors/walletConnect/walletConnectConnectorId"
import { pushView, showErrorToast } from "../plugin/runInKit"

/**
 * The data the connecting views are opened with: which wallet is being connected and, for a
 * WalletConnect wallet chosen from a list (`walletConnectWallets`), which one to open.
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

// Shows the connecting view first, so the visitor sees progress while the kit connects.
const showThenConnect = async (
  client: FoyerClient,
  view: View,
  connectorId: string,
): Promise<void> => {
  await pushView(client, view.name, view.data)
  await client.connect(connectorId).catch((error: unknown) => showErrorToast(client, error))
}

/**
 * Starts connecting with `connector`: shows its connecting view (WalletConnect's own, else
 * ConnectingExternal), then asks the kit to connect. The outcome arrives in the stores.
 */
export const connectWith = (client: FoyerClient, connector: ConnectorInfo): Promise<void> => {
  const data: ConnectingData = { connectorId: connector.id }
  const name =
    connector.type === "WALLET_CONNECT" ? "ConnectingWalletConnect" : "ConnectingExternal"
  return showThenConnect(client, { name, data }, connector.id)
}

/**
 * Starts a WalletConnect pairing for the configured wallet `walletId`: ConnectingWalletConnect
 * then offers that wallet's deep link for the new URI.
 */
export const connectWithWalletConnectWallet = (
  client: FoyerClient,
  walletId: string,
): Promise<void> => {
  const data: ConnectingData = { connectorId: walletConnectConnectorId, walletId }
  return showThenConnect(
    client,
    { name: "ConnectingWalletConnect", data },
    walletConnectConnectorId,
  )
}
