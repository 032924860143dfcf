import type { ConnectorInfo, FoyerClient } from "../../core/client/FoyerClient"
import { pushView, showErrorToast } from "../modal/runInKit"

/** The data the connecting views are opened with: which wallet is being connected. */
export interface ConnectingData {
  readonly connectorId: string
}

/** The connector id in a connecting view's data, if any. */
export const connectingDataOf = (data: unknown): ConnectingData | undefined =>
  typeof data === "object" &&
  data !== null &&
  "connectorId" in data &&
  typeof data.connectorId === "string"
    ? { connectorId: data.connectorId }
    : undefined

/**
 * Starts connecting with `connector`: shows its connecting view (WalletConnect's own, else
 * ConnectingExternal), then asks the kit to connect. The outcome arrives in the stores.
 */
export const connectWith = async (client: FoyerClient, connector: ConnectorInfo): Promise<void> => {
  const data: ConnectingData = { connectorId: connector.id }
  await pushView(client, {
    name: connector.type === "WALLET_CONNECT" ? "ConnectingWalletConnect" : "ConnectingExternal",
    data,
  })
  await client.connect(connector.id).catch((error: unknown) => showErrorToast(client, error))
}
