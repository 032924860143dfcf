import { readInteger } from "./DatabaseRow"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"

/** Fixed-window hit counters (code requests per email, code attempts per address, ...). */
export interface RateLimitRepository {
  /**
   * Counts one hit on `key` in the window of `windowMs` holding `now` and resolves with the hits
   * in that window, this one included. One statement, so concurrent hits from several site
   * processes are each counted.
   */
  readonly hit: (key: string, windowMs: number, now: number) => Promise<number>
  /** Forgets windows that started before `before`; resolves with how many went. */
  readonly sweep: (before: number) => Promise<number>
}

/** The start of the fixed window of `windowMs` that holds `now`. */
export const windowStart = (windowMs: number, now: number): number =>
  Math.floor(now / windowMs) * windowMs

/** The rate limit repository on `db`. */
export const makeRateLimitRepository = (db: SecureSiteDatabase): RateLimitRepository => ({
  hit: async (key, windowMs, now) => {
    if (!Number.isSafeInteger(windowMs) || windowMs <= 0) {
      throw new RangeError(`A rate limit window is a positive number of ms, not ${windowMs}.`)
    }
    const [row] = await db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
       RETURNING count`,
      [key, new Date(windowStart(windowMs, now))],
    )
    if (row === undefined) throw new Error("INSERT ... RETURNING gave no row.")
    return readInteger(row, "count")
  },
  sweep: async (before) =>
    (
      await db.query("DELETE FROM rate_limits WHERE window_start < $1 RETURNING key", [
        new Date(before),
      ])
    ).length,
})
