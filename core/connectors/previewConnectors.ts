// Effect-free: the modal's first frame lists these before the kernel has loaded (issue 14).

import type { ReadableStore } from "../state/Store"
import type { ConnectorInfo } from "./ConnectorInfo"
import { createWalletDiscovery, type WalletWindow } from "./createWalletDiscovery"
import { walletConnectConnectorInfo } from "./walletConnect/walletConnectConnectorInfo"

/** The connectors the kernel lists first, known before it starts; see {@link previewConnectors}. */
export interface ConnectorPreview {
  /** WalletConnect, then the browser wallets in announcement order (as the kernel lists them). */
  readonly connectors: ReadableStore<ReadonlyArray<ConnectorInfo>>
  /** Stops listening for wallet announcements. */
  readonly dispose: () => void
}

/**
 * The kernel's own connectors as its Connectors service will list them, without starting it:
 * WalletConnect and the browser wallets (EIP-6963 announcements, or a legacy `window.ethereum`),
 * discovered the same way. Wallets are asked to announce themselves (an in-page event); nothing
 * is sent to them or to the network. Plugins' connectors are not known until the kernel starts.
 */
export const previewConnectors = (window: WalletWindow | undefined): ConnectorPreview => {
  const discovery = createWalletDiscovery(window)
  let listedFrom = discovery.connectors.getSnapshot()
  let listed: ReadonlyArray<ConnectorInfo> = [walletConnectConnectorInfo, ...listedFrom]
  return {
    connectors: {
      getSnapshot: () => {
        const current = discovery.connectors.getSnapshot()
        if (current !== listedFrom) {
          listedFrom = current
          listed = [walletConnectConnectorInfo, ...current]
        }
        return listed
      },
      subscribe: discovery.connectors.subscribe,
    },
    dispose: discovery.dispose,
  }
}
