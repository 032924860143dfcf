import type { Result } from "effect"
import type { EmailChangeRepository } from "../db/EmailChangeRepository"
import type { KeyShareRepository } from "../db/KeyShareRepository"
import type { LoginCodeRepository } from "../db/LoginCodeRepository"
import type { PasskeyChallengeRepository } from "../db/PasskeyChallengeRepository"
import type { PasskeyRepository } from "../db/PasskeyRepository"
import type { RateLimitRepository } from "../db/RateLimitRepository"
import type { UserRepository } from "../db/UserRepository"
import type { LoginCodeHasher, LoginCodePurpose } from "../email/loginCode"
import type { LoginCodeMailError } from "../email/makeMailer"
import type { SiteSessions } from "../sessions/siteSessions"
import type { SiteRateLimits } from "./siteRateLimits"

/** A wallet the site just recorded: whose, and the address its key controls (checksummed). */
export interface WalletCreated {
  readonly userId: string
  readonly address: string
}

/** What the site's routes work with: its repositories, rules and clock, made once at start. */
export interface SiteContext {
  readonly codes: LoginCodeRepository
  readonly users: UserRepository
  readonly sessions: SiteSessions
  /** The server's share of each user's key (`POST`/`GET /v1/wallet`). */
  readonly keyShares: KeyShareRepository
  /** The email changes under way (`emailUpdateRoutes.ts`). */
  readonly emailChanges: EmailChangeRepository
  /** Recovery passkeys and their one-time challenges (`passkeyRoutes.ts`). */
  readonly passkeys: PasskeyRepository
  readonly passkeyChallenges: PasskeyChallengeRepository
  /** The site's own origins: where its frame page runs WebAuthn (their hosts are the RP ids). */
  readonly siteOrigins: () => ReadonlyArray<string>
  readonly rateLimits: RateLimitRepository
  readonly limits: SiteRateLimits
  readonly hasher: LoginCodeHasher
  /** Mails a code; resolves with the failure rather than rejecting. */
  readonly sendCode: (
    to: string,
    code: string,
    purpose: LoginCodePurpose,
  ) => Promise<Result.Result<void, LoginCodeMailError>>
  /** The site's clock, epoch ms. */
  readonly now: () => number
  /** Tells the site's owner a wallet was made (`onWalletCreated`); never rejects. */
  readonly walletCreated: (wallet: WalletCreated) => Promise<void>
}
