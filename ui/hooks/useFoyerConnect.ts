import { useMemo } from "react"
import type { ConnectAttempt, WalletEntry } from "../../core"
import { connectWallet } from "../../core/walletList/connectWallet"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useFoyerBridge } from "../provider/useFoyerBridge"
import { useStoreSelector } from "../state/useStoreSelector"

/** Connects a wallet without the modal, and where the attempt is. */
export interface UseFoyerConnectResult {
  /**
   * Connects with a wallet of `useFoyerWallets` (or a connector by id), loading the kit first
   * if needed; resolves when the attempt ends. A refusal or failure does not reject: it shows
   * in `attempt` and `error` ('User rejected the request', 'Failed to connect', ...). Rejects
   * on a programmer error ('Provider not found: <id>'), and with 'Modal closed' when a modal
   * the page also shows is closed before the wallet answered.
   */
  readonly connect: (wallet: WalletEntry | string) => Promise<void>
  /** The kit's connect attempt (Idle, Connecting, Rejected, Failed), with its connector id. */
  readonly attempt: ConnectAttempt
  /** True while a wallet is being asked. */
  readonly connecting: boolean
  /** The last attempt's failure, as the ConnectingExternal view shows it. */
  readonly error: string | undefined
}

const idle: ConnectAttempt = { _tag: "Idle" }
const whole = (attempt: ConnectAttempt) => attempt

/**
 * A `connect` action for a wallet of the list, and the attempt's state, without the modal.
 * @example
 * const { connect, connecting, error } = useFoyerConnect()
 * <button onClick={() => connect(wallet)} disabled={connecting}>{wallet.name}</button>
 */
export const useFoyerConnect = (): UseFoyerConnectResult => {
  const foyer = useFoyerHandle()
  const client = useFoyerBridge("client")
  const attempt = useStoreSelector(client?.stores.connectAttempt, whole, idle)
  return useMemo(
    () => ({
      connect: async (wallet) => connectWallet(await foyer.load(), wallet),
      attempt,
      connecting: attempt._tag === "Connecting",
      error: attempt._tag === "Rejected" || attempt._tag === "Failed" ? attempt.message : undefined,
    }),
    [foyer, attempt],
  )
}
