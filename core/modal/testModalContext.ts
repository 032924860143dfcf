import type { ModalContext } from "./ModalStore"

/**
 * The context a test modal reads unless told otherwise: nothing connected, on a desktop page
 * with adapters, every view reachable (`Modal.layerTest`, and the modal fixtures).
 */
export const testModalContext: ModalContext = {
  accountConnected: false,
  usageExceeded: false,
  embedded: false,
  hasAdapters: true,
  manualWalletConnectControl: false,
  isMobile: false,
}
