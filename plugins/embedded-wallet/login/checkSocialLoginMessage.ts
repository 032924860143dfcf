import { Data, Option, Result } from "effect"
import { isSocialProvider, type SocialProvider } from "../../../core"
import { en } from "../messages/en"

/** The analytics event sent when a social login fails (spec 7). */
export const socialLoginErrorEvent = "SOCIAL_LOGIN_ERROR"

/** A social-login result arrived from another origin than the secure site (spec 5: 'Untrusted Origin'). */
export class SocialLoginUntrustedOriginError extends Data.TaggedError(
  "SocialLoginUntrustedOriginError",
)<{
  /** The origin the message came from ('' when it named none as a string). */
  readonly origin: string
  /** The provider of the login in progress, when known. */
  readonly provider?: SocialProvider
}> {
  override get message(): string {
    return en["error.untrustedOrigin"]
  }

  /** The SOCIAL_LOGIN_ERROR analytics event to send for this rejection. */
  get analyticsEvent(): {
    readonly event: typeof socialLoginErrorEvent
    readonly properties: { readonly message: string; readonly provider?: SocialProvider }
  } {
    return {
      event: socialLoginErrorEvent,
      properties: {
        message: en["error.untrustedOrigin"],
        ...(this.provider === undefined ? {} : { provider: this.provider }),
      },
    }
  }
}

/** A window message as the social-login popup's opener receives it. */
export interface SocialLoginMessage {
  readonly origin: string
  readonly data: unknown
}

// Only a string is an origin: `new URL` would turn ["https://secure.example"] or an object
// whose toString returns the trusted text into the trusted origin.
const originOf = (text: unknown): string | undefined => {
  if (typeof text !== "string") return undefined
  try {
    const origin = new URL(text).origin
    return origin === "null" ? undefined : origin
  } catch {
    return undefined
  }
}

const resultUriOf = (data: unknown): string | undefined => {
  if (typeof data !== "object" || data === null || !("resultUri" in data)) return undefined
  return typeof data.resultUri === "string" && data.resultUri !== "" ? data.resultUri : undefined
}

/**
 * Checks a window message during social login (spec 4, 5). A message carrying a result URI
 * is accepted only from the trusted secure-site origin, and its URI returned; from any other
 * origin it is rejected with `SocialLoginUntrustedOriginError` ('Untrusted Origin', with its
 * SOCIAL_LOGIN_ERROR event). Messages without a result URI are not login results (wallet
 * extensions and dev tools post to every window) and give `Option.none()`.
 */
export const checkSocialLoginMessage = (
  message: SocialLoginMessage,
  trustedOrigin: string,
  provider?: SocialProvider,
): Result.Result<Option.Option<string>, SocialLoginUntrustedOriginError> => {
  // A page receives whatever any sender posts, so the message itself may be anything.
  const data: unknown = typeof message === "object" && message !== null ? message.data : undefined
  const resultUri = resultUriOf(data)
  if (resultUri === undefined) return Result.succeed(Option.none())
  const trusted = originOf(trustedOrigin)
  if (trusted !== undefined && originOf(message.origin) === trusted) {
    return Result.succeed(Option.some(resultUri))
  }
  return Result.fail(
    new SocialLoginUntrustedOriginError({
      origin: typeof message.origin === "string" ? message.origin : "",
      // The analytics event names a known provider or none, never what an untyped caller passed.
      ...(isSocialProvider(provider) ? { provider } : {}),
    }),
  )
}
