import { Data, Result, Schema } from "effect"
import { EmailConnectAction, EmailUpdateAction } from "../../frame/FramePayloads"

/*
 * The frame page's client of the secure site's API (secureSite/server/README.md): fetch on the
 * page's own origin (the server answers no CORS, so only this origin can call it), every answer
 * decoded, every refusal turned into a SiteApiRequestError carrying the server's own message.
 */

/** The answer to POST /v1/email/start. */
export const EmailStartAnswer = Schema.Struct({ action: EmailConnectAction })

/** The answer to POST /v1/email/verify: a session token for the user the code signed in. */
export const EmailVerifyAnswer = Schema.Struct({
  token: Schema.String,
  userId: Schema.String,
  email: Schema.String,
  isNewUser: Schema.Boolean,
})

/** The answer to POST /v1/email/update/start and .../primary: the email update's next step. */
export const EmailUpdateStepAnswer = Schema.Struct({ action: EmailUpdateAction })

/** The answer to POST /v1/email/update/secondary: the user's address now. */
export const EmailUpdatedAnswer = Schema.Struct({ newEmail: Schema.String })

/** The answer to GET /v1/session. */
export const SessionAnswer = Schema.Struct({
  userId: Schema.String,
  email: Schema.NullOr(Schema.String),
})

/** The answer to POST /v1/social/redeem: the session a finished social login opened. */
export const SocialRedeemAnswer = Schema.Struct({
  token: Schema.String,
  userId: Schema.String,
  email: Schema.NullOr(Schema.String),
  userName: Schema.NullOr(Schema.String),
})

/** The answer to POST /v1/farcaster/start: the relay's URL and the sealed attempt. */
export const FarcasterStartAnswer = Schema.Struct({ url: Schema.String, attempt: Schema.String })

/**
 * What POST /v1/farcaster/connect came to: still pending (202; the visitor has not approved in
 * their Farcaster app yet), or the session the verified sign-in opened (as social's redemption).
 */
export type FarcasterConnectOutcome =
  | { readonly state: "pending" }
  | { readonly state: "connected"; readonly session: typeof SocialRedeemAnswer.Type }

/** The answer to GET /v1/wallet: the account's address and the server's key share (base64). */
export const WalletAnswer = Schema.Struct({ address: Schema.String, serverShare: Schema.String })

/** The answer to POST /v1/wallet. */
export const WalletCreatedAnswer = Schema.Struct({ address: Schema.String })

const ErrorAnswer = Schema.Struct({
  error: Schema.Struct({
    reason: Schema.String,
    message: Schema.String,
    retryAfter: Schema.optionalKey(Schema.Finite),
    attemptsLeft: Schema.optionalKey(Schema.Finite),
  }),
})

/** What POST /v1/wallet stores: the address and the server's share of the new key. */
export interface NewWalletRecord {
  readonly address: string
  readonly serverShare: string
}

/**
 * The site's API refused a request or could not be read: the HTTP status (0 when no answer
 * came), the server's reason and its message, which the page passes on as it is.
 */
export class SiteApiRequestError extends Data.TaggedError("SiteApiRequestError")<{
  readonly status: number
  readonly reason: string
  readonly detail: string
  /** Whole seconds until a retry may pass (a 429's), when the site said. */
  readonly retryAfter?: number
  /** Wrong entries the code still survives (a wrong code's), when the site said. */
  readonly attemptsLeft?: number
}> {
  override get message(): string {
    return this.detail
  }
}

/** The secure site's API as the frame page uses it. */
export interface SiteApi {
  /** Mails a login code to `email`; answers what the visitor does next. */
  readonly startEmail: (email: string) => Promise<typeof EmailStartAnswer.Type>
  /** Checks the code mailed to `email`; answers a session. */
  readonly verifyEmail: (email: string, code: string) => Promise<typeof EmailVerifyAnswer.Type>
  /** Starts an email change to `email`: the site mails a code to the user's current address. */
  readonly startEmailUpdate: (
    token: string,
    email: string,
  ) => Promise<typeof EmailUpdateStepAnswer.Type>
  /** Checks the code mailed to the current address; the site mails one to the new address. */
  readonly verifyEmailUpdatePrimary: (
    token: string,
    otp: string,
  ) => Promise<typeof EmailUpdateStepAnswer.Type>
  /** Checks the code mailed to the new address; the user's address is the new one after. */
  readonly verifyEmailUpdateSecondary: (
    token: string,
    otp: string,
  ) => Promise<typeof EmailUpdatedAnswer.Type>
  /** Redeems a finished social login (its result's id) with the frame's secret: a session. */
  readonly redeemSocial: (result: string, secret: string) => Promise<typeof SocialRedeemAnswer.Type>
  /** Starts a Farcaster sign-in bound to the frame's secret (`binding`: its SHA-256, base64url). */
  readonly startFarcaster: (binding: string) => Promise<typeof FarcasterStartAnswer.Type>
  /** Asks once whether the visitor approved the attempt; the session once they did. */
  readonly connectFarcaster: (attempt: string, secret: string) => Promise<FarcasterConnectOutcome>
  /** The session's user; a 401 (SiteApiRequestError) when the token is no longer valid. */
  readonly session: (token: string) => Promise<typeof SessionAnswer.Type>
  /** Ends the session on the server. */
  readonly revokeSession: (token: string) => Promise<void>
  /** The user's wallet record, or `undefined` when the user has none yet (404). */
  readonly getWallet: (token: string) => Promise<typeof WalletAnswer.Type | undefined>
  /** Records the user's new wallet. */
  readonly createWallet: (
    token: string,
    record: NewWalletRecord,
  ) => Promise<typeof WalletCreatedAnswer.Type>
}

/** How the client reaches the site: its origin and a fetch. */
export interface SiteApiOptions {
  /** The secure site's origin, e.g. `location.origin`. */
  readonly origin: string
  readonly fetch: typeof globalThis.fetch
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text()
  if (text === "") return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The numbers a site refusal's text names, those it has (an error answer's, or a
 * SiteApiRequestError's, which the frame passes on in its error reply).
 */
export const refusalNumbers = (error: {
  readonly retryAfter?: number | undefined
  readonly attemptsLeft?: number | undefined
}): { readonly retryAfter?: number; readonly attemptsLeft?: number } => ({
  ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
  ...(error.attemptsLeft === undefined ? {} : { attemptsLeft: error.attemptsLeft }),
})

const refusal = (status: number, body: unknown): SiteApiRequestError => {
  const decoded = Schema.decodeUnknownResult(ErrorAnswer)(body)
  return Result.isSuccess(decoded)
    ? new SiteApiRequestError({
        status,
        reason: decoded.success.error.reason,
        detail: decoded.success.error.message,
        ...refusalNumbers(decoded.success.error),
      })
    : new SiteApiRequestError({ status, reason: "unreadable", detail: `HTTP ${status}` })
}

const decodeAnswer = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  status: number,
  body: unknown,
): S["Type"] => {
  const decoded = Schema.decodeUnknownResult(schema)(body)
  if (Result.isFailure(decoded)) {
    throw new SiteApiRequestError({ status, reason: "unreadable", detail: decoded.failure.message })
  }
  return decoded.success
}

/**
 * The site's API client for the frame page.
 * @example
 * const api = makeSiteApi({ origin: location.origin, fetch: fetch.bind(window) })
 * await api.startEmail("ada@example.com") // { action: "VERIFY_OTP" }
 */
export const makeSiteApi = ({ origin, fetch }: SiteApiOptions): SiteApi => {
  const call = async (
    method: "GET" | "POST",
    path: string,
    { token, body }: { readonly token?: string; readonly body?: unknown } = {},
  ): Promise<{ readonly status: number; readonly body: unknown }> => {
    const headers: Record<string, string> = {}
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers["content-type"] = "application/json"
    let response: Response
    try {
      response = await fetch(new URL(path, origin).href, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : String(cause)
      throw new SiteApiRequestError({ status: 0, reason: "unreachable", detail })
    }
    return { status: response.status, body: await readJson(response) }
  }

  const expect = async <S extends Schema.ConstraintDecoder<unknown>>(
    schema: S,
    method: "GET" | "POST",
    path: string,
    options?: { readonly token?: string; readonly body?: unknown },
  ): Promise<S["Type"]> => {
    const answer = await call(method, path, options)
    if (answer.status !== 200) throw refusal(answer.status, answer.body)
    return decodeAnswer(schema, answer.status, answer.body)
  }

  return {
    startEmail: (email) => expect(EmailStartAnswer, "POST", "/v1/email/start", { body: { email } }),
    verifyEmail: (email, code) =>
      expect(EmailVerifyAnswer, "POST", "/v1/email/verify", { body: { email, code } }),
    startEmailUpdate: (token, email) =>
      expect(EmailUpdateStepAnswer, "POST", "/v1/email/update/start", { token, body: { email } }),
    verifyEmailUpdatePrimary: (token, otp) =>
      expect(EmailUpdateStepAnswer, "POST", "/v1/email/update/primary", { token, body: { otp } }),
    verifyEmailUpdateSecondary: (token, otp) =>
      expect(EmailUpdatedAnswer, "POST", "/v1/email/update/secondary", { token, body: { otp } }),
    redeemSocial: (result, secret) =>
      expect(SocialRedeemAnswer, "POST", "/v1/social/redeem", { body: { result, secret } }),
    startFarcaster: (binding) =>
      expect(FarcasterStartAnswer, "POST", "/v1/farcaster/start", { body: { binding } }),
    connectFarcaster: async (attempt, secret) => {
      const answer = await call("POST", "/v1/farcaster/connect", { body: { attempt, secret } })
      if (answer.status === 202) return { state: "pending" }
      if (answer.status !== 200) throw refusal(answer.status, answer.body)
      return {
        state: "connected",
        session: decodeAnswer(SocialRedeemAnswer, answer.status, answer.body),
      }
    },
    session: (token) => expect(SessionAnswer, "GET", "/v1/session", { token }),
    revokeSession: async (token) => {
      const answer = await call("POST", "/v1/session/revoke", { token })
      if (answer.status !== 204 && answer.status !== 200) throw refusal(answer.status, answer.body)
    },
    getWallet: async (token) => {
      const answer = await call("GET", "/v1/wallet", { token })
      if (answer.status === 200) return decodeAnswer(WalletAnswer, answer.status, answer.body)
      // The site's "no wallet yet" (204 No Content); anything else is a refusal.
      if (answer.status === 204) return undefined
      throw refusal(answer.status, answer.body)
    },
    createWallet: (token, record) =>
      expect(WalletCreatedAnswer, "POST", "/v1/wallet", {
        token,
        body: { address: record.address, serverShare: record.serverShare },
      }),
  }
}
