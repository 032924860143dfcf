import { base64urlnopad } from "@scure/base"
import type { FrameRequestPayload, FrameSuccessPayload } from "../../frame/FramePayloads"
import type { OidcSocialProvider } from "../oidc/OidcProviderRegistration"
import { FrameRequestRefusedError } from "./FrameRequestRefusedError"
import { frameUserOf, type PageAccount } from "./pageAccount"
import type { PasskeyStepKind } from "./passkeyPanel"
import type { SiteApi } from "./siteApi"

/*
 * The frame page's side of social login (social/README.md): the dApp opens the popup, asks
 * GET_SOCIAL_REDIRECT_URI for where to send it, and hands the popup's result URI back with
 * CONNECT_SOCIAL. The frame binds the login to a secret it keeps in memory (only its SHA-256
 * travels, in the start URI), and redeems the result with it at its own site: the dApp, which
 * sees the start and result URIs, never holds what redeems them.
 */

/** The social login requests of spec 7. */
type SocialRequest = "GET_SOCIAL_REDIRECT_URI" | "CONNECT_SOCIAL"

/** The frame page's handlers of the social login's requests. */
export type SocialHandlers = {
  readonly [Name in SocialRequest]: (
    payload: FrameRequestPayload<Name>,
  ) => Promise<FrameSuccessPayload<Name>>
}

/** What the social handlers work with. */
export interface PageSocialOptions {
  /** The site's own origin (the frame page's): the start and result URIs are on it. */
  readonly siteOrigin: string
  /** The dApp's origin (the frame's parent): the popup posts its result there. */
  readonly parentOrigin: string
  readonly api: SiteApi
  readonly account: PageAccount
  /** The chain the frame reports (refused when it has none): GET_USER's. */
  readonly chainId: () => FrameSuccessPayload<"GET_USER">["chainId"]
  /**
   * The passkey step the login made due (issue 37: a new wallet's enrolment, a recovery on a
   * profile without the device share), which CONNECT_SOCIAL's answer names as CONNECT_OTP's
   * does; none by default.
   */
  readonly passkeyDue?: () => PasskeyStepKind | undefined
  /** Random bytes (default: the Web Crypto API's). */
  readonly randomBytes?: (length: number) => Uint8Array
}

/** Where the site's start and result routes live (social/socialLoginRoutes.ts, socialLoginResult.ts). */
const startPath = "/v1/social/start"
const resultPathPrefix = "/v1/social/result/"
const resultIdPattern = /^[A-Za-z0-9_-]{43}$/

/** The spec's social providers signed in over OIDC (spec 5, without farcaster): the site's list. */
const socialProviders: ReadonlyArray<string> = [
  "google",
  "github",
  "apple",
  "facebook",
  "x",
  "discord",
] satisfies ReadonlyArray<OidcSocialProvider>

const sha256 = async (bytes: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)))

/** The handoff id of a result URI on `siteOrigin`, else undefined (another site's, or no result). */
const resultIdOf = (uri: string, siteOrigin: string): string | undefined => {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return undefined
  }
  if (url.origin !== siteOrigin || !url.pathname.startsWith(resultPathPrefix)) return undefined
  const id = url.pathname.slice(resultPathPrefix.length)
  return resultIdPattern.test(id) && url.search === "" && url.hash === "" ? id : undefined
}

/**
 * GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL. One login at a time: a new redirect URI
 * replaces the secret of the one before, and a redemption spends it, whatever its answer.
 */
export const makeSocialHandlers = (options: PageSocialOptions): SocialHandlers => {
  const randomBytes =
    options.randomBytes ?? ((length: number) => crypto.getRandomValues(new Uint8Array(length)))
  let secret: string | undefined

  return {
    GET_SOCIAL_REDIRECT_URI: async ({ provider }) => {
      if (!socialProviders.includes(provider)) {
        throw new FrameRequestRefusedError({ reason: "page.error.unknownSocialProvider" })
      }
      const bytes = randomBytes(32)
      const binding = base64urlnopad.encode(await sha256(bytes))
      secret = base64urlnopad.encode(bytes)
      const uri = new URL(startPath, options.siteOrigin)
      uri.search = new URLSearchParams({
        provider,
        binding,
        origin: options.parentOrigin,
      }).toString()
      return { uri: uri.href }
    },
    CONNECT_SOCIAL: async ({ uri }) => {
      const kept = secret
      if (kept === undefined) {
        throw new FrameRequestRefusedError({ reason: "page.error.noSocialStarted" })
      }
      const id = resultIdOf(uri, options.siteOrigin)
      if (id === undefined) {
        throw new FrameRequestRefusedError({ reason: "page.error.invalidSocialResult" })
      }
      secret = undefined
      const redeemed = await options.api.redeemSocial(id, kept)
      const user = frameUserOf(await options.account.connectSocial(redeemed), options.chainId())
      const passkey = options.passkeyDue?.()
      return passkey === undefined ? user : { ...user, passkey }
    },
  }
}
