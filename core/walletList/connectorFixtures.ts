// Connectors as the kit lists them, for the wallet-list tests (ordering, listing, opening).
import type { ConnectorInfo } from "../connectors/ConnectorInfo"

/** A connector as the kit lists it; its rdns is its id, on EVM networks. */
export const connectorFixture = (
  id: string,
  type: ConnectorInfo["type"],
  name: string = id,
  connectingView?: string,
): ConnectorInfo => ({
  id,
  type,
  name,
  icon: undefined,
  rdns: id,
  chains: ["eip155"],
  ...(connectingView === undefined ? {} : { connectingView }),
})
