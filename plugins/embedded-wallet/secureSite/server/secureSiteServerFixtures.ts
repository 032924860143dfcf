import { request as httpRequest, type OutgoingHttpHeaders } from "node:http"
import { afterAll, beforeAll, beforeEach } from "vitest"
import { type SmtpCatcher, startSmtpCatcher } from "../../../../sandbox/mail/startSmtpCatcher"
import type { SecureSiteDatabase } from "../db/SecureSiteDatabase"
import { testEpoch, useTestDatabase } from "../db/secureSiteDatabaseFixtures"
import { type Mailer, makeMailer } from "../email/makeMailer"
import {
  type SecureSiteServer,
  type SecureSiteServerOptions,
  startSecureSiteServer,
} from "./startSecureSiteServer"

/** An answer as a test reads it. */
export interface SiteAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  /** The parsed JSON body, or undefined when there is none. */
  readonly body: unknown
}

/** How a test request is sent. */
export interface SiteRequestOptions {
  readonly method?: string
  /** A JSON value, or raw text sent as it is. */
  readonly json?: unknown
  readonly text?: string
  readonly headers?: OutgoingHttpHeaders
  /** The loopback address the request comes from (Linux answers all of 127.0.0.0/8): another client IP. */
  readonly from?: string
}

/**
 * Sends a request over real HTTP with node:http (which, unlike fetch, can pick the local
 * address, so a test can be another client IP), and reads the JSON answer.
 */
export const siteRequest = (url: string, path: string, options: SiteRequestOptions = {}) =>
  new Promise<SiteAnswer>((resolve, reject) => {
    const body =
      options.text ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
    const request = httpRequest(
      `${url}${path}`,
      {
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers: {
          ...(options.json === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        ...(options.from === undefined ? {} : { localAddress: options.from }),
      },
      (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8")
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text === "" ? undefined : JSON.parse(text),
          })
        })
      },
    )
    request.on("error", reject)
    request.end(body)
  })

/** The site under test, its mailbox and the clock the test moves. */
export interface SecureSiteHarness {
  readonly site: () => SecureSiteServer
  readonly catcher: () => SmtpCatcher
  readonly database: () => SecureSiteDatabase
  /** Moves the site's clock forward. */
  readonly advance: (ms: number) => void
  /** Sends a request to the site. */
  readonly request: (path: string, options?: SiteRequestOptions) => Promise<SiteAnswer>
}

/** What a test may set of the site's options (given, or read in beforeAll from a getter). */
export type SecureSiteTestOptions = Partial<
  Pick<
    SecureSiteServerOptions,
    | "rateLimits"
    | "framePage"
    | "embeddingOrigins"
    | "rpcOrigins"
    | "onWalletCreated"
    | "socialLogin"
    | "farcasterLogin"
  >
>

/**
 * The secure site for a test file: PGlite in memory (emptied after each test), the sandbox's
 * SMTP catcher, a mailer to it, and the server on a clock at `testEpoch` that each test starts
 * again. Call at the top of a `describe`.
 */
export const useSecureSite = (
  options: SecureSiteTestOptions | (() => SecureSiteTestOptions) = {},
): SecureSiteHarness => {
  const database = useTestDatabase()
  let catcher: SmtpCatcher | undefined
  let mailer: Mailer | undefined
  let site: SecureSiteServer | undefined
  let clock = testEpoch
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
    mailer = makeMailer({ smtpUrl: catcher.url, from: '"Foyer" <login@foyer.test>' })
    site = await startSecureSiteServer({
      database: database(),
      mailer,
      codeKey: crypto.getRandomValues(new Uint8Array(32)),
      now: () => clock,
      ...(typeof options === "function" ? options() : options),
    })
  })
  beforeEach(() => {
    clock = testEpoch
    catcher?.mailbox.clear()
  })
  afterAll(async () => {
    await site?.stop()
    mailer?.close()
    await catcher?.stop()
  })
  const defined = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`The secure site's ${name} starts in beforeAll.`)
    return value
  }
  return {
    site: () => defined(site, "server"),
    catcher: () => defined(catcher, "SMTP catcher"),
    database,
    advance: (ms) => {
      clock += ms
    },
    request: (path, requestOptions) =>
      siteRequest(defined(site, "server").url, path, requestOptions),
  }
}

/** The 6-digit code in a sign-in mail's text. */
export const codeInMail = (text: string): string => {
  const code = /^(\d{6})$/m.exec(text)?.[1]
  if (code === undefined) throw new Error(`No code in the mail: ${text}`)
  return code
}

/** A signed-in user of the site: the session's bearer header and the user's id. */
export interface SignedInUser {
  readonly userId: string
  readonly bearer: { readonly authorization: string }
}

/**
 * Signs `email` in through the site's own email-code login (the code read from the catcher),
 * as the frame page does, and gives the session.
 */
export const signInByEmailCode = async (
  harness: SecureSiteHarness,
  email: string,
): Promise<SignedInUser> => {
  const started = await harness.request("/v1/email/start", { json: { email } })
  if (started.status !== 200)
    throw new Error(`Starting ${email}'s login answered ${started.status}`)
  const code = codeInMail((await harness.catcher().mailbox.waitFor(email)).text)
  const verified = await harness.request("/v1/email/verify", { json: { email, code } })
  const { token, userId } = verified.body as { token: string; userId: string }
  return { userId, bearer: { authorization: `Bearer ${token}` } }
}
