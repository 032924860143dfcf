import { readBytes, readOptionalTime, readText, readTime } from "./DatabaseRow"
import type { DatabaseRow, SecureSiteDatabase } from "./SecureSiteDatabase"

/** A finished social login waiting for the secure frame that started it (see social/README.md). */
export interface NewSocialHandoff {
  /** Random, base64url: the last part of the result URI the popup hands the dApp. */
  readonly id: string
  /** SHA-256 of the frame's secret: only that secret redeems the handoff. */
  readonly binding: Uint8Array
  readonly userId: string
  /** The social provider the visitor chose (google, github...). */
  readonly provider: string
  /** The provider's verified email for the person, or null. */
  readonly email: string | null
  /** The person's name at the provider, or null. */
  readonly userName: string | null
  readonly expiresAt: number
}

/** A handoff the frame redeemed: whom it signs in. */
export interface RedeemedSocialHandoff {
  readonly userId: string
  readonly provider: string
  readonly email: string | null
  readonly userName: string | null
}

/** Why a redemption found nothing to redeem. */
export type SocialHandoffMiss = "unknown" | "binding_mismatch" | "consumed" | "expired"

/** Social login handoffs: written at the callback, redeemed once by the frame. */
export interface SocialHandoffRepository {
  /**
   * Keeps a new handoff; handoffs expired before `now` are deleted with it, so the table holds
   * only the last minutes' logins.
   */
  readonly insert: (handoff: NewSocialHandoff, now: number) => Promise<void>
  /**
   * Redeems handoff `id` if `binding` is its binding, it is unconsumed and unexpired at `now`:
   * marked consumed in the same statement, so two racing redemptions cannot both succeed.
   * Else resolves with why not.
   */
  readonly redeem: (
    id: string,
    binding: Uint8Array,
    now: number,
  ) => Promise<
    | { readonly redeemed: RedeemedSocialHandoff }
    | { readonly redeemed?: undefined; readonly miss: SocialHandoffMiss }
  >
}

const optionalText = (row: DatabaseRow, column: string): string | null =>
  row[column] === null || row[column] === undefined ? null : readText(row, column)

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** The social handoff repository on `db`. */
export const makeSocialHandoffRepository = (db: SecureSiteDatabase): SocialHandoffRepository => ({
  insert: async (handoff, now) => {
    await db.query("DELETE FROM social_login_handoffs WHERE expires_at <= $1", [new Date(now)])
    await db.query(
      `INSERT INTO social_login_handoffs
         (id, binding, user_id, provider, email, user_name, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        handoff.id,
        handoff.binding,
        handoff.userId,
        handoff.provider,
        handoff.email,
        handoff.userName,
        new Date(handoff.expiresAt),
        new Date(now),
      ],
    )
  },
  redeem: async (id, binding, now) => {
    const [row] = await db.query(
      `UPDATE social_login_handoffs SET consumed_at = $3
       WHERE id = $1 AND binding = $2 AND consumed_at IS NULL AND expires_at > $3
       RETURNING user_id::text AS user_id, provider, email, user_name`,
      [id, binding, new Date(now)],
    )
    if (row !== undefined) {
      return {
        redeemed: {
          userId: readText(row, "user_id"),
          provider: readText(row, "provider"),
          email: optionalText(row, "email"),
          userName: optionalText(row, "user_name"),
        },
      }
    }
    // Nothing redeemed: read the row once more only to say why (the answer's reason).
    const [seen] = await db.query(
      "SELECT binding, consumed_at, expires_at FROM social_login_handoffs WHERE id = $1",
      [id],
    )
    if (seen === undefined) return { miss: "unknown" }
    if (!sameBytes(readBytes(seen, "binding"), binding)) return { miss: "binding_mismatch" }
    if (readOptionalTime(seen, "consumed_at") !== undefined) return { miss: "consumed" }
    return readTime(seen, "expires_at") <= now ? { miss: "expired" } : { miss: "unknown" }
  },
})
