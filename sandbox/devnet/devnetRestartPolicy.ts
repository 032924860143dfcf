/** When the sandbox restarts a devnet whose anvil died, and when it gives up on it. */
export interface DevnetRestartPolicy {
  /** At most this many restarts within `windowMs`; a death beyond them is given up on. */
  readonly maxRestarts: number
  readonly windowMs: number
  /**
   * The waits before each new try while the devnet's port is still taken; when they run out
   * the restart has failed and the devnet is given up on.
   */
  readonly portRetryDelaysMs: ReadonlyArray<number>
  /**
   * How often a running devnet checks that its seeded contracts still have code (default
   * {@link defaultSeedCheckIntervalMs}); one that lost them (an `anvil_reset` or
   * `anvil_setCode` on its own URL) is restarted at its seeded state, as a dead one is.
   */
  readonly seedCheckIntervalMs?: number
}

/**
 * Every 5 s: a wiped devnet answers 500s to balances and quotes until it is noticed, and a
 * check is one small JSON-RPC batch to a local node.
 */
export const defaultSeedCheckIntervalMs = 5_000

/**
 * Three restarts a minute: enough for a stray kill or crash, while an anvil that dies on
 * every start is not restarted forever. The port waits add up to about three seconds: the
 * time another process that grabbed the port in between may plausibly need to let it go.
 */
export const defaultDevnetRestartPolicy: DevnetRestartPolicy = {
  maxRestarts: 3,
  windowMs: 60_000,
  portRetryDelaysMs: [100, 200, 400, 800, 1_600],
}

/** How many of the restarts at `restartedAt` (ms timestamps) fall within the window ending `now`. */
export const recentRestarts = (
  restartedAt: ReadonlyArray<number>,
  now: number,
  policy: DevnetRestartPolicy,
): number => restartedAt.filter((at) => now - at < policy.windowMs).length

/** Whether a devnet that died at `now` may be restarted once more. */
export const restartAllowed = (
  restartedAt: ReadonlyArray<number>,
  now: number,
  policy: DevnetRestartPolicy,
): boolean => recentRestarts(restartedAt, now, policy) < policy.maxRestarts
