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

/**
 * The secure site for a test file: PGlite in memory (emptied after each test), the sandbox's
 * SMTP catcher, a mailer to it, and the server on a clock at `testEpoch` that each test starts
 * again. Call at the top of a `describe`.
 */
export const useSecureSite = (
  options: Partial<Pick<SecureSiteServerOptions, "rateLimits">> = {},
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
      ...options,
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
