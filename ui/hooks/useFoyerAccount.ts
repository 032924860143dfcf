import { useMemo } from "react"
import type { AccountState, CaipAddress, ConnectionState } from "../../core"
import { useFoyerBridge } from "../provider/useFoyerBridge"
import { useStoreSelector } from "../state/useStoreSelector"

/** The connected account of the active chain family. */
export interface FoyerAccount {
  readonly address: string | undefined
  readonly caipAddress: CaipAddress | undefined
  /** Whether an address is connected. */
  readonly isConnected: boolean
  /** The kit's connection status (spec 3); reconnecting while a stored session is restored. */
  readonly status: ConnectionState.ConnectionStatus
  /** The native balance as a decimal string. */
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly profileName: string | undefined
  readonly profileImage: string | undefined
}

/** The account of the active chain family, or undefined; shared by the account hooks. */
export const useActiveAccount = (): AccountState.AccountState | undefined => {
  const client = useFoyerBridge("client")
  const activeChain = useStoreSelector(client?.stores.network, (s) => s.activeChain, undefined)
  return useStoreSelector(
    client?.stores.accounts,
    (accounts) => (activeChain === undefined ? undefined : accounts[activeChain]),
    undefined,
  )
}

/** The kit's connection status; "reconnecting" from the moment a stored session is found. */
export const useConnectionStatus = (): ConnectionState.ConnectionStatus => {
  const client = useFoyerBridge("client")
  const restoring = useFoyerBridge("restoring")
  return useStoreSelector(
    client?.stores.connection,
    (s) => s.status,
    restoring ? "reconnecting" : "disconnected",
  )
}

type AccountFields = Omit<FoyerAccount, "isConnected" | "status">

const noAccount: AccountFields = {
  address: undefined,
  caipAddress: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
}

const fieldsOf = (account: AccountState.AccountState | undefined): AccountFields =>
  account === undefined
    ? noAccount
    : {
        address: account.address,
        caipAddress: account.caipAddress,
        balance: account.balance,
        balanceSymbol: account.balanceSymbol,
        profileName: account.profileName,
        profileImage: account.profileImage,
      }

/**
 * The connected account of the active chain family: address, status, balance, identity.
 * Before the kit is loaded it reports a disconnected account without loading anything. It
 * re-renders only when one of the returned fields changes.
 */
export const useFoyerAccount = (): FoyerAccount => {
  const client = useFoyerBridge("client")
  const activeChain = useStoreSelector(client?.stores.network, (s) => s.activeChain, undefined)
  const fields = useStoreSelector(
    client?.stores.accounts,
    (accounts) => fieldsOf(activeChain === undefined ? undefined : accounts[activeChain]),
    noAccount,
  )
  const status = useConnectionStatus()
  return useMemo(
    () => ({ ...fields, isConnected: fields.address !== undefined, status }),
    [fields, status],
  )
}
