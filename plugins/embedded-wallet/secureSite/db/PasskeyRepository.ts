import { Data } from "effect"
import { readBytes, readInteger, readText, readTime } from "./DatabaseRow"
import type { DatabaseRow, SecureSiteDatabase } from "./SecureSiteDatabase"

/**
 * A user's passkey (WebAuthn credential with the PRF extension). The recovery share is kept only
 * encrypted under the key the passkey's PRF gives the browser for `prfSalt`: the server cannot
 * read it, and the browser can only with the passkey.
 */
export interface Passkey {
  readonly credentialId: Uint8Array
  readonly userId: string
  readonly publicKey: Uint8Array
  /** The authenticator's signature counter last seen (0 for authenticators that keep none). */
  readonly counter: number
  readonly prfSalt: Uint8Array
  readonly encryptedRecoveryShare: Uint8Array
  readonly createdAt: number
}

/** A credential id is registered already (to this user or another). */
export class PasskeyExistsError extends Data.TaggedError("PasskeyExistsError")<{
  readonly credentialId: Uint8Array
}> {
  override readonly message: string = "This passkey is registered already."
}

/** Passkeys, by credential id. */
export interface PasskeyRepository {
  /** Registers a passkey; rejects with `PasskeyExistsError` if its credential id is taken. */
  readonly add: (passkey: Omit<Passkey, "createdAt">, now: number) => Promise<void>
  readonly findByCredentialId: (credentialId: Uint8Array) => Promise<Passkey | undefined>
  /** The user's passkeys, oldest first. */
  readonly listByUser: (userId: string) => Promise<ReadonlyArray<Passkey>>
  /**
   * Stores the counter of a verified assertion if it is higher than the one kept (or both are 0:
   * an authenticator that keeps no counter), and resolves true; false when it is not (WebAuthn:
   * a counter that does not grow may be a cloned authenticator, which the caller decides about)
   * or the credential is unknown. Compared in
   * the statement, so two concurrent assertions cannot both pass with one counter.
   */
  readonly updateCounter: (credentialId: Uint8Array, counter: number) => Promise<boolean>
}

const readPasskey = (row: DatabaseRow): Passkey => ({
  credentialId: readBytes(row, "credential_id"),
  userId: readText(row, "user_id"),
  publicKey: readBytes(row, "public_key"),
  counter: readInteger(row, "counter"),
  prfSalt: readBytes(row, "prf_salt"),
  encryptedRecoveryShare: readBytes(row, "encrypted_recovery_share"),
  createdAt: readTime(row, "created_at"),
})

/** The passkey repository on `db`. */
export const makePasskeyRepository = (db: SecureSiteDatabase): PasskeyRepository => ({
  add: async (passkey, now) => {
    const stored = await db.query(
      `INSERT INTO passkeys
         (credential_id, user_id, public_key, counter, prf_salt, encrypted_recovery_share, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (credential_id) DO NOTHING RETURNING user_id`,
      [
        passkey.credentialId,
        passkey.userId,
        passkey.publicKey,
        passkey.counter,
        passkey.prfSalt,
        passkey.encryptedRecoveryShare,
        new Date(now),
      ],
    )
    if (stored.length === 0) throw new PasskeyExistsError({ credentialId: passkey.credentialId })
  },
  findByCredentialId: async (credentialId) => {
    const [row] = await db.query(
      `SELECT credential_id, user_id, public_key, counter, prf_salt, encrypted_recovery_share,
              created_at
       FROM passkeys WHERE credential_id = $1`,
      [credentialId],
    )
    return row === undefined ? undefined : readPasskey(row)
  },
  listByUser: async (userId) =>
    (
      await db.query(
        `SELECT credential_id, user_id, public_key, counter, prf_salt, encrypted_recovery_share,
                created_at
         FROM passkeys WHERE user_id = $1 ORDER BY created_at, credential_id`,
        [userId],
      )
    ).map(readPasskey),
  updateCounter: async (credentialId, counter) =>
    (
      await db.query(
        `UPDATE passkeys SET counter = $2
         WHERE credential_id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))
         RETURNING counter`,
        [credentialId, counter],
      )
    ).length === 1,
})
