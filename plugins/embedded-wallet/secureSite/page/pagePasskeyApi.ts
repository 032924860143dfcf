import { Result, Schema } from "effect"
import { type SiteApiOptions, SiteApiRequestError } from "./siteApi"

/*
 * The frame page's client of the site's passkey routes (server/passkeyRoutes.ts): fetch on the
 * page's own origin with the session's bearer token, every answer decoded, every refusal a
 * SiteApiRequestError with the server's reason and message, as siteApi.ts does for the rest.
 */

/** The answer to POST /v1/passkey/register/options (base64url). */
export const PasskeyRegistrationOptions = Schema.Struct({
  challenge: Schema.String,
  userHandle: Schema.String,
  userName: Schema.String,
  salt: Schema.String,
})

/** The answer to POST /v1/passkey/authenticate/options (base64url). */
export const PasskeyAuthenticationOptions = Schema.Struct({
  challenge: Schema.String,
  salt: Schema.String,
  credentialIds: Schema.Array(Schema.String),
})

/** The answer to POST /v1/passkey/authenticate/verify: the sealed recovery share (base64). */
export const ReleasedRecoveryShare = Schema.Struct({ sealedRecoveryShare: Schema.String })

/** A new passkey as the page sends it (base64url fields; the sealed share in base64). */
export interface PasskeyRegistrationRecord {
  readonly credentialId: string
  readonly clientDataJSON: string
  readonly attestationObject: string
  readonly sealedRecoveryShare: string
}

/** A passkey's assertion as the page sends it (base64url fields). */
export interface PasskeyAssertionRecord {
  readonly credentialId: string
  readonly clientDataJSON: string
  readonly authenticatorData: string
  readonly signature: string
}

/** The site's passkey routes as the frame page uses them; each takes the session's token. */
export interface PasskeyApi {
  /** A challenge and the PRF salt for a new recovery passkey of the signed-in user. */
  readonly registrationOptions: (token: string) => Promise<typeof PasskeyRegistrationOptions.Type>
  /** Records the new passkey with the recovery share sealed under its PRF. */
  readonly register: (token: string, record: PasskeyRegistrationRecord) => Promise<void>
  /** A challenge, the salt and the user's passkeys; undefined when they have none (204). */
  readonly authenticationOptions: (
    token: string,
  ) => Promise<typeof PasskeyAuthenticationOptions.Type | undefined>
  /** The sealed recovery share, released once the site verified the passkey's assertion. */
  readonly authenticate: (
    token: string,
    record: PasskeyAssertionRecord,
  ) => Promise<typeof ReleasedRecoveryShare.Type>
}

const ErrorAnswer = Schema.Struct({
  error: Schema.Struct({ reason: Schema.String, message: Schema.String }),
})

const bodyOf = async (response: Response): Promise<unknown> => {
  const text = await response.text()
  try {
    return text === "" ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

const refusal = (status: number, body: unknown): SiteApiRequestError => {
  const decoded = Schema.decodeUnknownResult(ErrorAnswer)(body)
  return Result.isSuccess(decoded)
    ? new SiteApiRequestError({
        status,
        reason: decoded.success.error.reason,
        detail: decoded.success.error.message,
      })
    : new SiteApiRequestError({ status, reason: "unreadable", detail: `HTTP ${status}` })
}

/** The passkey routes' client on the site's origin. */
export const makePasskeyApi = ({ origin, fetch }: SiteApiOptions): PasskeyApi => {
  /** POSTs `body` to `path`; resolves with the decoded 200 answer, or undefined for a 204. */
  const post = async <S extends Schema.ConstraintDecoder<unknown>>(
    schema: S,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<S["Type"] | undefined> => {
    let response: Response
    try {
      response = await fetch(new URL(path, origin).href, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : String(cause)
      throw new SiteApiRequestError({ status: 0, reason: "unreachable", detail })
    }
    const answer = await bodyOf(response)
    if (response.status === 204) return undefined
    if (response.status !== 200) throw refusal(response.status, answer)
    const decoded = Schema.decodeUnknownResult(schema)(answer)
    if (Result.isFailure(decoded)) {
      throw new SiteApiRequestError({
        status: response.status,
        reason: "unreadable",
        detail: decoded.failure.message,
      })
    }
    return decoded.success
  }

  const answered = <A>(answer: A | undefined, path: string): A => {
    if (answer === undefined) {
      throw new SiteApiRequestError({
        status: 204,
        reason: "unreadable",
        detail: `${path}: no answer`,
      })
    }
    return answer
  }

  return {
    registrationOptions: async (token) =>
      answered(
        await post(PasskeyRegistrationOptions, "/v1/passkey/register/options", token),
        "register/options",
      ),
    register: async (token, record) => {
      await post(Schema.Unknown, "/v1/passkey/register/verify", token, record)
    },
    authenticationOptions: (token) =>
      post(PasskeyAuthenticationOptions, "/v1/passkey/authenticate/options", token),
    authenticate: async (token, record) =>
      answered(
        await post(ReleasedRecoveryShare, "/v1/passkey/authenticate/verify", token, record),
        "authenticate/verify",
      ),
  }
}
