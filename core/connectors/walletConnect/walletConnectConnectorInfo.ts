import type { ConnectorInfo } from "../ConnectorInfo"
import { walletConnectConnectorId } from "./walletConnectConnectorId"

// Effect-free, so the modal's first frame can list WalletConnect before the kernel has loaded.

// The WalletConnect mark: two arcs over a blue tile, as a data URL (no request to show it).
const walletConnectIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b99fc"/><path d="M12.3 15.6c4.3-4.2 11.2-4.2 15.4 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a8 8 0 0 0-10.6 0l-.8.8a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.8zm19 3.5 1.6 1.6a.5.5 0 0 1 0 .8l-7.1 7a.6.6 0 0 1-.8 0l-5-4.9a.1.1 0 0 0-.2 0l-5 4.9a.6.6 0 0 1-.8 0l-7.1-7a.5.5 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0l5 4.9a.1.1 0 0 0 .2 0l5-4.9a.6.6 0 0 1 .8 0z" fill="#fff"/></svg>',
)}`

/** How the Connect view lists WalletConnect. */
export const walletConnectConnectorInfo: ConnectorInfo = {
  id: walletConnectConnectorId,
  type: "WALLET_CONNECT",
  name: "WalletConnect",
  icon: walletConnectIcon,
  rdns: undefined,
  chains: ["eip155"],
  connectingView: "ConnectingWalletConnect",
}
