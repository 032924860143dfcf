import type { CurrentAccount } from "../../core"
import { useFoyerClient } from "./useFoyerClient"
import { useStore } from "./useStore"

/**
 * The account connected on the active network (its family, address and network), or
 * undefined; the view draws again when it changes, and only then.
 * @example
 * const account = useCurrentAccount()
 * return account === undefined ? <Connect /> : <p>{account.address}</p>
 */
export const useCurrentAccount = (): CurrentAccount | undefined =>
  useStore(useFoyerClient().stores.currentAccount)
