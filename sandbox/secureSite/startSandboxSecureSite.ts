import { randomBytes } from "node:crypto"
import { createServer } from "node:http"
import { openDatabase } from "../../plugins/embedded-wallet/secureSite/db/openDatabase"
import type { SecureSiteDatabase } from "../../plugins/embedded-wallet/secureSite/db/SecureSiteDatabase"
import { makeMailer } from "../../plugins/embedded-wallet/secureSite/email/makeMailer"
import { loadFramePageBundle } from "../../plugins/embedded-wallet/secureSite/page/framePageBundle"
import type { WalletCreated } from "../../plugins/embedded-wallet/secureSite/server/SiteContext"
import {
  type SocialProviderRegistration,
  socialCallbackUrl,
} from "../../plugins/embedded-wallet/secureSite/server/socialRoutes"
import {
  type SecureSiteServer,
  startSecureSiteServer,
} from "../../plugins/embedded-wallet/secureSite/server/startSecureSiteServer"
import { oidcSocialProviders } from "../../plugins/embedded-wallet/secureSite/social/socialLoginAttempt"
import type { DevnetEndpoint } from "../devnet/devnetClients"
import { installFarcasterRegistries } from "../farcaster/installFarcasterRegistries"
import type { SandboxFarcasterAccount } from "../farcaster/SandboxFarcasterAccount"
import { type FarcasterRelay, startFarcasterRelay } from "../farcaster/startFarcasterRelay"
import { listen } from "../listen"
import type { Mailbox } from "../mail/Mailbox"
import { mailboxHandler } from "../mail/mailboxHandler"
import { startSmtpCatcher } from "../mail/startSmtpCatcher"
import type { SandboxOidcUser } from "../oidc/SandboxOidcUser"
import { type SandboxOidcProvider, startOidcProvider } from "../oidc/startOidcProvider"
import { fundNewWallet } from "./fundNewWallet"
import { lazyDatabase } from "./lazyDatabase"

/** How to start the sandbox's secure site. */
export interface StartSandboxSecureSiteOptions {
  /** The EVM devnets a new embedded wallet is funded on (`fundNewWallet`); none by default. */
  readonly devnets?: ReadonlyArray<DevnetEndpoint>
  /**
   * The origins of the RPC endpoints the frame page calls (its `rpcUrl`, the sandbox API's
   * `/v1/` proxy): the page's Content-Security-Policy allows only these for JSON-RPC.
   */
  readonly rpcOrigins?: ReadonlyArray<string>
  /** The frame page's script (default: the prebuilt bundle, else built from source). */
  readonly framePageScript?: () => Promise<string>
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
  /**
   * The site's database (PGlite in memory, opened on first use), for tests that read what the
   * site keeps; the site owns it and closes it at `stop`.
   */
  readonly database: SecureSiteDatabase
  /**
   * The sandbox's OIDC provider the site signs in with for all six social providers (spec 5):
   * its issuer, and the test users its sign-in page offers (a button each, by name).
   */
  readonly oidc: { readonly issuer: string; readonly users: ReadonlyArray<SandboxOidcUser> }
  /**
   * The sandbox's stand-in of the Farcaster auth relay the site signs in with (when it was
   * given devnets: the first holds the stand-in Farcaster registries the site checks custody
   * on), and the sandbox Farcaster accounts its development wallet page offers.
   */
  readonly farcaster:
    | {
        readonly relayUrl: string
        readonly accounts: ReadonlyArray<SandboxFarcasterAccount>
      }
    | undefined
  /** The embedded wallets made on the site since it started, oldest first (funded when `devnets` were given). */
  readonly wallets: () => ReadonlyArray<WalletCreated>
  /** Stops the site, its mail and its database. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/** The sandbox site's client at its OIDC provider. */
const oidcClient = { clientId: "foyer-sandbox-secure-site", clientSecret: "sandbox-only-secret" }

/**
 * Each social provider of the spec at the sandbox's one issuer, named by the `provider`
 * authorization parameter (the sign-in page shows it): social/README.md.
 */
const sandboxSocialProviders = (issuer: string) =>
  Object.fromEntries(
    oidcSocialProviders.map((provider): [string, SocialProviderRegistration] => [
      provider,
      { issuer, ...oidcClient, authorizationParams: { provider } },
    ]),
  )

/**
 * Starts the embedded wallet's secure site for the sandbox (issue 37): the login server on its
 * own port, an embedded Postgres (PGlite, in memory, opened on the first sign-in so that the
 * sandbox's start does not wait for it), real SMTP to the sandbox's mail catcher, the
 * catcher's mailbox over HTTP, social login through the sandbox's OIDC provider (started
 * here, about 0.1 s; the site reads its discovery document on the first social start only),
 * and, given devnets, Farcaster sign-in through the sandbox's stand-in relay.
 * Nothing leaves the machine.
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
  const wallets: Array<WalletCreated> = []
  const fund = options.devnets === undefined ? undefined : fundNewWallet(options.devnets)
  let site: SecureSiteServer | undefined
  let oidc: SandboxOidcProvider | undefined
  let farcasterRelay: FarcasterRelay | undefined
  const stopParts = async () => {
    await site?.stop()
    mailer.close()
    await Promise.all([
      catcher.stop(),
      oidc?.stop(),
      farcasterRelay?.stop(),
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
    // Its client is registered once the site's port (in the callback) is known.
    oidc = await startOidcProvider({ clients: [] })
    const provider = oidc
    // Farcaster: the stand-in relay and its development wallet page; the fid custody checks
    // read the stand-in registries on the first devnet (Farcaster's own chain, OP Mainnet,
    // is not reachable here).
    const custodyChain = options.devnets?.[0]
    if (custodyChain !== undefined) {
      farcasterRelay = await startFarcasterRelay(options.now === undefined ? {} : { now })
      await installFarcasterRegistries(custodyChain, farcasterRelay.accounts)
    }
    const siteOrigin = (serverUrl: string) => serverUrl.replace("//127.0.0.1:", "//localhost:")
    site = await startSecureSiteServer({
      database,
      mailer,
      // A fresh secret per run: the sandbox's codes need not outlive it.
      codeKey: randomBytes(32),
      now,
      framePage: { script: options.framePageScript ?? loadFramePageBundle },
      ...(options.rpcOrigins === undefined ? {} : { rpcOrigins: options.rpcOrigins }),
      onWalletCreated: async (wallet) => {
        wallets.push(wallet)
        await fund?.(wallet)
      },
      socialLogin: {
        providers: sandboxSocialProviders(provider.issuer),
        // A fresh key per run: a login in flight need not outlive the sandbox.
        sealKey: randomBytes(32),
        siteOrigin,
      },
      ...(farcasterRelay === undefined || custodyChain === undefined
        ? {}
        : {
            // Sealed with the social login's key (the default).
            farcasterLogin: {
              relayUrl: farcasterRelay.url,
              rpcUrl: custodyChain.rpcUrl,
              siteOrigin,
            },
          }),
      ...(options.log === undefined ? {} : { log: options.log }),
    })
    const url = site.url.replace("//127.0.0.1:", "//localhost:")
    await provider.registerClient({ ...oidcClient, redirectUris: [socialCallbackUrl(url)] })
    let stopped: Promise<void> | undefined
    return {
      url,
      mailbox: catcher.mailbox,
      mailboxUrl,
      oidc: { issuer: provider.issuer, users: provider.users },
      farcaster:
        farcasterRelay === undefined
          ? undefined
          : { relayUrl: farcasterRelay.url, accounts: farcasterRelay.accounts },
      database,
      wallets: () => [...wallets],
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
