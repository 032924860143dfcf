import { useMemo } from "react"
import type { WalletConnectPairing } from "../../core"
import {
  startWalletConnectPairing,
  walletConnectPairingOf,
} from "../../core/walletList/walletConnectPairing"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useFoyerBridge } from "../provider/useFoyerBridge"
import { useStoreSelector } from "../state/useStoreSelector"

/** The WalletConnect pairing URI without the modal, and how to start or renew it. */
export interface UseWalletConnectUriResult extends WalletConnectPairing {
  /**
   * Starts a pairing (for the configured wallet `walletId`, if given), loading the kit first if
   * needed; `uri` arrives meanwhile. Resolves when the wallet approves, rejects or the pairing
   * fails; rejects with 'WalletConnectConnector not found' when the kit has no pairing connector.
   */
  readonly start: (walletId?: string) => Promise<void>
  /** Drops the pending pairing and makes a new URI (an expired QR code's refresh). */
  readonly refresh: () => Promise<void>
}

const noPairing: WalletConnectPairing = {
  uri: undefined,
  expiresAt: undefined,
  buffering: false,
  failed: false,
}
/**
 * The WalletConnect pairing URI the QR view shows, for a page that draws its own QR code.
 * @example
 * const { uri, start } = useWalletConnectUri()
 * useEffect(() => void start(), [start])
 */
export const useWalletConnectUri = (): UseWalletConnectUriResult => {
  const foyer = useFoyerHandle()
  const client = useFoyerBridge("client")
  const pairing = useStoreSelector(client?.stores.connection, walletConnectPairingOf, noPairing)
  return useMemo(
    () => ({
      ...pairing,
      start: async (walletId) => startWalletConnectPairing(await foyer.load(), walletId),
      refresh: async () => (await foyer.load()).refreshWalletConnectUri(),
    }),
    [foyer, pairing],
  )
}
