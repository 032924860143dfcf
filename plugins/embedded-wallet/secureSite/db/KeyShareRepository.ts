import { Data } from "effect"
import { readBytes, readText, readTime } from "./DatabaseRow"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"

/** The server's one share of a user's key, and the address that key controls. */
export interface ServerKeyShare {
  readonly userId: string
  readonly address: string
  readonly serverShare: Uint8Array
  readonly createdAt: number
}

/**
 * The user has a server share already. A user's key is made once: a second share would belong
 * to another key, so it is refused rather than replacing the first (which would lose the account).
 */
export class KeyShareExistsError extends Data.TaggedError("KeyShareExistsError")<{
  readonly userId: string
}> {
  override readonly message: string = `User ${this.userId} has a server key share already.`
}

/** The server's key shares (one per user; never a whole key). */
export interface KeyShareRepository {
  /** Keeps the user's server share; rejects with `KeyShareExistsError` if one is kept already. */
  readonly put: (
    share: { readonly userId: string; readonly address: string; readonly serverShare: Uint8Array },
    now: number,
  ) => Promise<void>
  /** The user's server share, if any. */
  readonly get: (userId: string) => Promise<ServerKeyShare | undefined>
}

/** The key share repository on `db`. */
export const makeKeyShareRepository = (db: SecureSiteDatabase): KeyShareRepository => ({
  put: async ({ userId, address, serverShare }, now) => {
    const stored = await db.query(
      `INSERT INTO key_shares (user_id, address, server_share, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId, address, serverShare, new Date(now)],
    )
    if (stored.length === 0) throw new KeyShareExistsError({ userId })
  },
  get: async (userId) => {
    const [row] = await db.query(
      "SELECT user_id, address, server_share, created_at FROM key_shares WHERE user_id = $1",
      [userId],
    )
    return row === undefined
      ? undefined
      : {
          userId: readText(row, "user_id"),
          address: readText(row, "address"),
          serverShare: readBytes(row, "server_share"),
          createdAt: readTime(row, "created_at"),
        }
  },
})
