import { type DatabaseOptions, openDatabase } from "./db/openDatabase"
import { makeMailer } from "./email/makeMailer"
import { loadFramePageBundle } from "./page/framePageBundle"
import {
  type SecureSiteServer,
  type SecureSiteServerOptions,
  startSecureSiteServer,
} from "./server/startSecureSiteServer"

/** How to run a secure site: where it keeps its state, how it mails, and whom it serves. */
export interface SecureSiteOptions
  extends Pick<
    SecureSiteServerOptions,
    | "codeKey"
    | "now"
    | "allowedOrigins"
    | "embeddingOrigins"
    | "rpcOrigins"
    | "rateLimits"
    | "clientAddress"
    | "onWalletCreated"
    | "socialLogin"
    | "farcasterLogin"
    | "port"
    | "log"
  > {
  /** PGlite in a folder (`{ kind: "embedded", dataDir }`) or a Postgres server (`DATABASE_URL`). */
  readonly database: DatabaseOptions
  /** The SMTP server the sign-in codes go through, as nodemailer reads it (`smtps://user:pass@host:465`). */
  readonly smtpUrl: string
  /** The codes' sender, e.g. `"Example wallet" <login@example.com>`. */
  readonly mailFrom: string
  /** The frame page's script (default: the package's prebuilt `foyer-frame-page.js`). */
  readonly framePage?: SecureSiteServerOptions["framePage"]
}

/**
 * Runs the embedded wallet's secure site (issue 37): opens its database and brings its schema
 * up to date, connects its mailer, and serves the login API and the frame page (the prebuilt
 * `foyer-frame-page.js`) on 127.0.0.1, for a TLS proxy in front of it (docs/secure-site.md).
 * A failed start closes what it opened. `stop` ends the server, then the mailer and the database.
 * @example
 * const site = await startSecureSite(secureSiteOptionsFromEnv(process.env))
 * process.once("SIGTERM", () => void site.stop())
 */
export const startSecureSite = async (options: SecureSiteOptions): Promise<SecureSiteServer> => {
  const { database: where, smtpUrl, mailFrom, framePage, ...serverOptions } = options
  const database = await openDatabase(where, { now: options.now ?? Date.now })
  const mailer = makeMailer({ smtpUrl, from: mailFrom })
  const closeParts = async () => {
    mailer.close()
    await database.close()
  }
  let server: SecureSiteServer
  try {
    server = await startSecureSiteServer({
      ...serverOptions,
      database,
      mailer,
      framePage: framePage ?? { script: () => loadFramePageBundle() },
    })
  } catch (error) {
    await closeParts()
    throw error
  }
  let stopped: Promise<void> | undefined
  return {
    url: server.url,
    stop: () => {
      stopped ??= server.stop().then(closeParts)
      return stopped
    },
  }
}
