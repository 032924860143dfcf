import { randomBytes } from "node:crypto"
import { createServer } from "node:http"
import { openDatabase } from "../../plugins/embedded-wallet/secureSite/db/openDatabase"
import { makeMailer } from "../../plugins/embedded-wallet/secureSite/email/makeMailer"
import {
  type SecureSiteServer,
  startSecureSiteServer,
} from "../../plugins/embedded-wallet/secureSite/server/startSecureSiteServer"
import { listen } from "../listen"
import type { Mailbox } from "../mail/Mailbox"
import { mailboxHandler } from "../mail/mailboxHandler"
import { startSmtpCatcher } from "../mail/startSmtpCatcher"
import { lazyDatabase } from "./lazyDatabase"

/** How to start the sandbox's secure site. */
export interface StartSandboxSecureSiteOptions {
  /** The site's clock, epoch ms (default Date.now): code lifetimes, cooldowns, sessions. */
  readonly now?: () => number
  /** Where the site reports failures (default console.error). */
  readonly log?: (message: string) => void
}

/** The sandbox's secure site: the embedded wallet's login server, its database and its mail. */
export interface SandboxSecureSite {
  /**
   * The site as browsers reach it, `http://localhost:<port>`: another origin, and another site,
   * than a dApp served on 127.0.0.1 (WebAuthn takes a domain as relying party, never an IP).
   */
  readonly url: string
  /** Every mail the site sent (login codes), caught by the sandbox's SMTP server. */
  readonly mailbox: Mailbox
  /**
   * The mailbox over HTTP for pages and other processes: `GET <mailboxUrl>/messages?to=<email>`
   * answers `{ messages }` (loopback callers only).
   */
  readonly mailboxUrl: string
  /** Stops the site, its mail and its database. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/**
 * Starts the embedded wallet's secure site for the sandbox (issue 37): the login server on its
 * own port, an embedded Postgres (PGlite, in memory, opened on the first sign-in so that the
 * sandbox's start does not wait for it), real SMTP to the sandbox's mail catcher, and the
 * catcher's mailbox over HTTP. Nothing leaves the machine.
 * @example
 * const site = await startSandboxSecureSite()
 * const [mail] = await site.mailbox.waitFor("alice@example.com")
 */
export const startSandboxSecureSite = async (
  options: StartSandboxSecureSiteOptions = {},
): Promise<SandboxSecureSite> => {
  const now = options.now ?? Date.now
  const catcher = await startSmtpCatcher({ now })
  const mailer = makeMailer({ smtpUrl: catcher.url, from: '"Foyer sandbox" <login@foyer.test>' })
  const database = lazyDatabase(() => openDatabase({ kind: "embedded" }, { now }))
  const mailboxServer = createServer()
  let site: SecureSiteServer | undefined
  const stopParts = async () => {
    await site?.stop()
    mailer.close()
    await Promise.all([
      catcher.stop(),
      database.close(),
      new Promise<void>((resolve) => {
        mailboxServer.close(() => resolve())
        mailboxServer.closeAllConnections()
      }),
    ])
  }
  try {
    const mailboxPort = await listen(mailboxServer, "127.0.0.1")
    const mailboxUrl = `http://127.0.0.1:${mailboxPort}`
    mailboxServer.on("request", mailboxHandler(catcher.mailbox, { ownOrigin: mailboxUrl }))
    site = await startSecureSiteServer({
      database,
      mailer,
      // A fresh secret per run: the sandbox's codes need not outlive it.
      codeKey: randomBytes(32),
      now,
      ...(options.log === undefined ? {} : { log: options.log }),
    })
    const url = site.url.replace("//127.0.0.1:", "//localhost:")
    let stopped: Promise<void> | undefined
    return {
      url,
      mailbox: catcher.mailbox,
      mailboxUrl,
      stop: () => {
        stopped ??= stopParts()
        return stopped
      },
    }
  } catch (error) {
    await stopParts()
    throw error
  }
}
