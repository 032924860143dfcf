/**
 * foyer-kit/plugins/embedded-wallet/server: the embedded wallet's secure site, to host yourself
 * (docs/secure-site.md): the login API, sessions, the server's share of each user's key, and the
 * frame page the kit embeds, on Postgres (`DATABASE_URL`) or PGlite in a folder, mailing its
 * sign-in codes over SMTP. It runs in plain Node; install the optional peers `nodemailer`,
 * `@simplewebauthn/server` (recovery passkeys), `oauth4webapi` (social login) and `pg` (or
 * `@electric-sql/pglite`) beside foyer-kit.
 * @example
 * import { secureSiteOptionsFromEnv, startSecureSite } from "foyer-kit/plugins/embedded-wallet/server"
 * const site = await startSecureSite(secureSiteOptionsFromEnv(process.env))
 * process.once("SIGTERM", () => void site.stop())
 */
export type { DatabaseOptions } from "../secureSite/db/openDatabase"
export {
  SecureSiteConfigError,
  type SecureSiteEnv,
  secureSiteOptionsFromEnv,
} from "../secureSite/secureSiteOptionsFromEnv"
export type { WalletCreated } from "../secureSite/server/SiteContext"
export type {
  SecureSiteSocialLogin,
  SocialProviderRegistration,
} from "../secureSite/server/socialRoutes"
export type { SecureSiteServer } from "../secureSite/server/startSecureSiteServer"
export { type SecureSiteOptions, startSecureSite } from "../secureSite/startSecureSite"
