import { Effect } from "effect"
import { farcasterReloadDelay } from "./EmbeddedWalletSchedules"

/** What leaving the Farcaster view without an account does to the auth connector (spec 2). */
export interface FarcasterLeaveHook {
  /** Clears the Farcaster URL stored for the active chain. */
  readonly clearFarcasterUrl: Effect.Effect<void>
  /** Reloads the auth connector's provider (the secure frame). */
  readonly reloadAuthProvider: Effect.Effect<void>
  /** Re-syncs metadata, SDK version, project id and SDK type to the auth connector. */
  readonly syncDappData: Effect.Effect<void>
}

/** A hook that does nothing, for hosts without an embedded wallet. */
export const noFarcasterLeaveHook: FarcasterLeaveHook = {
  clearFarcasterUrl: Effect.void,
  reloadAuthProvider: Effect.void,
  syncDappData: Effect.void,
}

/**
 * The embedded wallet's ConnectingFarcaster route uses this as its `onLeave` (the kernel runs
 * it when the view is left while no account is connected).
 *
 * Leaving ConnectingFarcaster without an account: clear the stored URL, reload the
 * auth provider, then after `farcasterReloadDelay` (100 ms) re-sync the dapp data.
 */
export const leaveFarcaster = (hook: FarcasterLeaveHook): Effect.Effect<void> =>
  Effect.gen(function* () {
    yield* hook.clearFarcasterUrl
    yield* hook.reloadAuthProvider
    yield* Effect.sleep(farcasterReloadDelay)
    yield* hook.syncDappData
  })
