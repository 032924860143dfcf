import { readBytes, readText, readTime } from "./DatabaseRow"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"

/** Which WebAuthn ceremony a challenge is for: a new passkey, or an assertion of one. */
export type PasskeyCeremonyKind = "register" | "authenticate"

/** A challenge handed out, as the site keeps it until its one use. */
export interface PasskeyChallenge {
  readonly challenge: Uint8Array
  readonly userId: string
  readonly ceremony: PasskeyCeremonyKind
  /** The PRF salt a registration asked the authenticator for (none for an assertion). */
  readonly prfSalt: Uint8Array | undefined
  readonly expiresAt: number
}

/** The site's one-time WebAuthn challenges. */
export interface PasskeyChallengeRepository {
  /** Keeps a challenge just handed out. */
  readonly add: (challenge: PasskeyChallenge, now: number) => Promise<void>
  /**
   * Takes (deletes) the challenge if it was handed to `userId` for `ceremony` and has not
   * expired at `now`, and resolves with it; undefined otherwise. One statement: of two
   * concurrent takes of one challenge, one gets it.
   */
  readonly take: (
    challenge: Uint8Array,
    userId: string,
    ceremony: PasskeyCeremonyKind,
    now: number,
  ) => Promise<PasskeyChallenge | undefined>
  /** Forgets challenges that expired before `now`; resolves with how many went. */
  readonly sweep: (now: number) => Promise<number>
}

/** The challenge repository on `db`. */
export const makePasskeyChallengeRepository = (
  db: SecureSiteDatabase,
): PasskeyChallengeRepository => ({
  add: async (challenge, now) => {
    await db.query(
      `INSERT INTO passkey_challenges (challenge, user_id, ceremony, prf_salt, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        challenge.challenge,
        challenge.userId,
        challenge.ceremony,
        challenge.prfSalt ?? null,
        new Date(challenge.expiresAt),
        new Date(now),
      ],
    )
  },
  take: async (challenge, userId, ceremony, now) => {
    // A used or expired one goes either way; only a live one of this user and ceremony counts.
    const [row] = await db.query(
      `DELETE FROM passkey_challenges WHERE challenge = $1
       RETURNING user_id, ceremony, prf_salt, expires_at`,
      [challenge],
    )
    if (row === undefined) return undefined
    const expiresAt = readTime(row, "expires_at")
    const owned = readText(row, "user_id") === userId && readText(row, "ceremony") === ceremony
    if (!owned || expiresAt <= now) return undefined
    return {
      challenge,
      userId,
      ceremony,
      prfSalt: row.prf_salt === null ? undefined : readBytes(row, "prf_salt"),
      expiresAt,
    }
  },
  sweep: async (now) =>
    (
      await db.query("DELETE FROM passkey_challenges WHERE expires_at <= $1 RETURNING user_id", [
        new Date(now),
      ])
    ).length,
})
