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
 * discovered the same way, without those `excluded` names by id or rdns. Wallets are asked to
 * announce themselves (an in-page event); nothing is sent to them or to the network. Plugins'
 * connectors are not known until the kernel starts.
 */
export const previewConnectors = (
  window: WalletWindow | undefined,
  excluded: ReadonlyArray<string> = [],
): ConnectorPreview => {
  const discovery = createWalletDiscovery(window)
  // `excludeWalletIds` naming a wallet's connector id or rdns: never listed, from the first frame.
  const list = (found: ReadonlyArray<ConnectorInfo>): ReadonlyArray<ConnectorInfo> => [
    walletConnectConnectorInfo,
    ...found.filter((c) => !excluded.includes(c.id) && !excluded.includes(c.rdns ?? c.id)),
  ]
  let listedFrom = discovery.connectors.getSnapshot()
  let listed = list(listedFrom)
  return {
    connectors: {
      getSnapshot: () => {
        const current = discovery.connectors.getSnapshot()
        if (current !== listedFrom) {
          listedFrom = current
          listed = list(current)
        }
        return listed
      },
      subscribe: discovery.connectors.subscribe,
    },
    dispose: discovery.dispose,
  }
}
