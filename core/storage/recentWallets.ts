import { Effect, Option } from "effect"
import { limits } from "../Schedules"
import { Storage } from "./Storage"
import { type RecentWallet, StorageKeys } from "./StorageKeys"

/**
 * The recent-wallets list after using `wallet`: it comes first, an earlier entry with the
 * same id is removed, and at most `limits.recentWallets` (2) are kept.
 */
export const withRecentWallet = (
  list: ReadonlyArray<RecentWallet>,
  wallet: RecentWallet,
): ReadonlyArray<RecentWallet> =>
  [wallet, ...list.filter((w) => w.id !== wallet.id)].slice(0, limits.recentWallets)

/** Reads the stored recent wallets, newest first (empty when absent or unreadable). */
export const getRecentWallets: Effect.Effect<
  ReadonlyArray<RecentWallet>,
  never,
  Storage
> = Effect.gen(function* () {
  const storage = yield* Storage
  const stored = yield* storage.get(StorageKeys.recentWallets)
  return Option.getOrElse(stored, () => []).slice(0, limits.recentWallets)
})

/** Records `wallet` as the most recent one and returns the stored list. */
export const addRecentWallet = (
  wallet: RecentWallet,
): Effect.Effect<ReadonlyArray<RecentWallet>, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const next = withRecentWallet(yield* getRecentWallets, wallet)
    yield* storage.set(StorageKeys.recentWallets, next)
    return next
  })
