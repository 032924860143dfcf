import type { FoyerClient } from "../../core"
import { useStoreSelector } from "../state/useStoreSelector"

const noIds: ReadonlyArray<string> = []
const sameIds = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/** Ids of the wallets used last, newest first (the kit keeps at most two, spec 3). */
export const useRecentWalletIds = (client: FoyerClient): ReadonlyArray<string> =>
  useStoreSelector(
    client.stores.recentWallets,
    (wallets) => wallets.map((wallet) => wallet.id),
    noIds,
    sameIds,
  )
