import type { LoginCodePurpose } from "./loginCode"

/**
 * A one-time code as the site keeps it: its hash and salt, never the code. Times are epoch ms.
 * The database's row has these fields (and an id); the rules read and update only these.
 */
export interface StoredLoginCode {
  /** The address it was sent to, as `loginCodeAddress` keys it. */
  readonly email: string
  readonly purpose: LoginCodePurpose
  readonly codeHash: Uint8Array
  readonly salt: Uint8Array
  readonly createdAt: number
  readonly expiresAt: number
  /** Wrong entries so far. */
  readonly attempts: number
  /** When it was accepted, once it has been. */
  readonly consumedAt: number | undefined
}
