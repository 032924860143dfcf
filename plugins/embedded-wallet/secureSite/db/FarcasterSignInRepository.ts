import type { SecureSiteDatabase } from "./SecureSiteDatabase"

/** A Farcaster sign-in the site is about to accept: its nonce, whom it signs in, until when. */
export interface FarcasterSignIn {
  /** The site's nonce the Sign In With Farcaster message was signed over. */
  readonly nonce: string
  readonly fid: number
  /** When the sign-in's attempt (and its message) stops being accepted, epoch ms. */
  readonly expiresAt: number
}

/** The nonces of accepted Farcaster sign-ins: each is taken once (farcaster/README.md). */
export interface FarcasterSignInRepository {
  /**
   * Takes the sign-in's nonce, once: true when it was free, false when a sign-in took it before
   * (a replay). One statement, so two racing takes of one nonce cannot both win. Rows expired
   * before `now` are deleted first, so the table holds only the sign-ins still in their lifetime.
   */
  readonly take: (signIn: FarcasterSignIn, now: number) => Promise<boolean>
}

/** The Farcaster sign-in repository on `db`. */
export const makeFarcasterSignInRepository = (
  db: SecureSiteDatabase,
): FarcasterSignInRepository => ({
  take: async (signIn, now) => {
    await db.query("DELETE FROM farcaster_sign_ins WHERE expires_at <= $1", [new Date(now)])
    const taken = await db.query(
      `INSERT INTO farcaster_sign_ins (nonce, fid, expires_at, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
      [signIn.nonce, signIn.fid, new Date(signIn.expiresAt), new Date(now)],
    )
    return taken.length === 1
  },
})
