import { Duration } from "effect"
import { walletConnectPairingLifetime } from "../../Schedules"

/**
 * When a WalletConnect pairing URI stops working (epoch ms): its `expiryTimestamp` query
 * parameter (seconds, as sign clients write it), else `now` plus the pairing lifetime.
 * @example
 * pairingExpiry("wc:ab@2?relay-protocol=irn&symKey=cd&expiryTimestamp=1700000300", 0) // 1700000300000
 */
export const pairingExpiry = (uri: string, now: number): number => {
  const query = uri.indexOf("?")
  const stamp =
    query === -1 ? null : new URLSearchParams(uri.slice(query + 1)).get("expiryTimestamp")
  const seconds = stamp !== null && /^\d{1,12}$/.test(stamp) ? Number(stamp) : undefined
  return seconds === undefined
    ? now + Duration.toMillis(walletConnectPairingLifetime)
    : seconds * 1000
}
