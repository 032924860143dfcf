import { readText } from "./DatabaseRow"
import { findOrCreateUser, type UserByIdentity } from "./findOrCreateUser"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"

/** Users by the social account or Farcaster id they signed in with. */
export interface IdentityRepository {
  /**
   * The user of the OIDC provider's account (`provider` as the site names it, `subject` the
   * ID token's `sub`), made when there is none. Call it once the ID token was verified.
   */
  readonly findOrCreateUserBySocial: (
    provider: string,
    subject: string,
    now: number,
  ) => Promise<UserByIdentity>
  /** The user of a Farcaster id, made when there is none. Call it once the SIWF message was verified. */
  readonly findOrCreateUserByFarcaster: (fid: number, now: number) => Promise<UserByIdentity>
}

/** The identity repository on `db`. */
export const makeIdentityRepository = (db: SecureSiteDatabase): IdentityRepository => ({
  findOrCreateUserBySocial: (provider, subject, now) =>
    findOrCreateUser(
      db,
      {
        find: async (session) => {
          const [row] = await session.query(
            "SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2",
            [provider, subject],
          )
          return row === undefined ? undefined : readText(row, "user_id")
        },
        claim: async (session, userId) =>
          (
            await session.query(
              `INSERT INTO social_identities (provider, subject, user_id, created_at)
               VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
              [provider, subject, userId, new Date(now)],
            )
          ).length === 1,
      },
      now,
    ),
  findOrCreateUserByFarcaster: async (fid, now) => {
    if (!Number.isSafeInteger(fid) || fid < 0) {
      throw new RangeError(`A Farcaster id is a whole number, not ${fid}.`)
    }
    return await findOrCreateUser(
      db,
      {
        find: async (session) => {
          const [row] = await session.query(
            "SELECT user_id FROM farcaster_identities WHERE fid = $1",
            [fid],
          )
          return row === undefined ? undefined : readText(row, "user_id")
        },
        claim: async (session, userId) =>
          (
            await session.query(
              `INSERT INTO farcaster_identities (fid, user_id, created_at) VALUES ($1, $2, $3)
               ON CONFLICT (fid) DO NOTHING RETURNING user_id`,
              [fid, userId, new Date(now)],
            )
          ).length === 1,
      },
      now,
    )
  },
})
