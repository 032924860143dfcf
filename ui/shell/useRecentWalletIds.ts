import type { FoyerClient } from "../../core"
import { useStoreSelector } from "../state/useStoreSelector"

const noIds: ReadonlyArray<string> = []
const sameIds = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/**
 * Ids of the wallets used last, newest first (the kit keeps at most two, spec 3); before the kit
 * has loaded, `before` (read from storage by the shell, a stable value).
 */
export const useRecentWalletIds = (
  client: FoyerClient | undefined,
  before: ReadonlyArray<string> = noIds,
): ReadonlyArray<string> =>
  useStoreSelector(
    client?.stores.recentWallets,
    (wallets) => wallets.map((wallet) => wallet.id),
    before,
    sameIds,
  )
