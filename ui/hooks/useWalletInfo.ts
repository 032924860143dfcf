import { useMemo } from "react"
import type { AccountState } from "../../core"
import { useActiveAccount } from "./useFoyerAccount"

/** The wallet the account is connected through. */
export interface UseWalletInfoResult {
  /** Name (untrusted text) and icon of the connected wallet; undefined when not connected. */
  readonly walletInfo: AccountState.ConnectedWalletInfo | undefined
}

/** The wallet the active account is connected through. */
export const useWalletInfo = (): UseWalletInfoResult => {
  const walletInfo = useActiveAccount()?.connectedWalletInfo
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
