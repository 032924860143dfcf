import type { Eip1193Provider } from "../../core/connectors/Eip1193Provider"
import type { Eip6963ProviderInfo } from "./testWalletInfo"

/** The detail of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo
  readonly provider: Eip1193Provider
}

/**
 * Announces a wallet the EIP-6963 way: one `eip6963:announceProvider` event now and one
 * for every later `eip6963:requestProvider`. Returns the function that stops answering.
 */
export const announceProvider = (
  target: EventTarget,
  detail: Eip6963ProviderDetail,
): (() => void) => {
  const frozen = Object.freeze({ ...detail })
  const announce = () => {
    target.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: frozen }))
  }
  target.addEventListener("eip6963:requestProvider", announce)
  announce()
  return () => target.removeEventListener("eip6963:requestProvider", announce)
}
